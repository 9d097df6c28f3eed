import Foundation
import Testing

/// The built `explore` in Spanish and Portuguese: the locale chooses the language, `--language` overrides it, errors
/// are said in it, and JSON stays the same data in every language.
@Suite struct LanguageCommandLineTests {
    func withHome(_ body: (ExploreProcess) async throws -> Void) async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        try await body(ExploreProcess(home: home))
    }

    /// A locale, with every variable that could outrank it unset.
    static func locale(_ name: String) -> [String: String] {
        ["LANG": name, "LC_ALL": "", "LC_MESSAGES": ""]
    }

    @Test func theLocaleChoosesSpanishAndLanguageOverridesIt() async throws {
        try await withHome { explore in
            let english = try await explore.run(["search", "cafe"], environment: Self.locale("C.UTF-8"))
            #expect(english.status == 0)
            #expect(english.standardOutput.contains("Merchant") && english.standardOutput.contains(" merchants"))

            let spanish = try await explore.run(["search", "cafe"], environment: Self.locale("es_ES.UTF-8"))
            #expect(spanish.status == 0 && spanish.standardError.isEmpty)
            #expect(spanish.standardOutput.contains("Comercio"), "\(spanish.standardOutput)")
            #expect(spanish.standardOutput.contains(" comercios"), "\(spanish.standardOutput)")
            #expect(!spanish.standardOutput.contains("erchant"), "\(spanish.standardOutput)")

            let portuguese = try await explore.run(
                ["search", "cafe", "--language", "pt-BR"], environment: Self.locale("es_ES.UTF-8"))
            #expect(portuguese.status == 0)
            #expect(portuguese.standardOutput.contains("Estabelecimento"), "\(portuguese.standardOutput)")
            #expect(portuguese.standardOutput.contains(" estabelecimentos"), "\(portuguese.standardOutput)")
            #expect(!portuguese.standardOutput.contains("comercio"))
        }
    }

    @Test func anErrorIsSaidInTheLanguage() async throws {
        try await withHome { explore in
            let spanish = try await explore.run(["show", "999999"], environment: Self.locale("es_ES.UTF-8"))
            #expect(spanish.status == 1)
            #expect(spanish.standardOutput.isEmpty)
            #expect(spanish.standardError == "explore: error: No hay ningún comercio 999999 en este directorio.\n")

            let portuguese = try await explore.run(["show", "999999", "--language", "pt-br"])
            #expect(
                portuguese.standardError
                    == "explore: error: Não há nenhum estabelecimento 999999 neste diretório.\n")
        }
    }

    @Test func anUnknownLanguageIsOneSentenceAndAUsageError() async throws {
        try await withHome { explore in
            let unknown = try await explore.run(["search", "cafe", "--language", "fr"])
            #expect(unknown.status == 2)
            #expect(unknown.standardOutput.isEmpty)
            #expect(
                unknown.standardError.contains("'fr' is not a language: choose one of en, es, pt-BR."),
                "\(unknown.standardError)")
            #expect(unknown.errorLines.count == 1, "\(unknown.standardError)")
        }
    }

    @Test func jsonIsTheSameDataInEveryLanguage() async throws {
        try await withHome { explore in
            for arguments in [["search", "cafe", "--format", "json"], ["atms", "--format", "json", "--limit", "3"]] {
                let english = try await explore.run(arguments, environment: Self.locale("en_GB.UTF-8"))
                let spanish = try await explore.run(arguments, environment: Self.locale("es_ES.UTF-8"))
                let portuguese = try await explore.run(arguments + ["--language", "pt-BR"])
                #expect(english.status == 0, "\(english.standardError)")
                #expect(!english.standardOutput.isEmpty)
                #expect(spanish.standardOutput == english.standardOutput, "\(arguments)")
                #expect(portuguese.standardOutput == english.standardOutput, "\(arguments)")
            }
        }
    }
}
