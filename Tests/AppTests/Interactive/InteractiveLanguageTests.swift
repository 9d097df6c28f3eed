import Foundation
import Testing

/// The interactive `explore` in a real terminal (tmux) at 80×24, in the language of its locale or of `--language`;
/// the screens' goldens per language are the text renderer's (`LanguageScreensTests`), the same in every build.
@Suite(.serialized) struct InteractiveLanguageTests {
    #if PiggyCards
        static let total = "300"
    #else
        static let total = "257"
    #endif

    /// A pane running `explore` at 80×24 with `LANG` set and `options` after it.
    func withExplore(
        lang: String, options: String = "", _ body: (TmuxSession) async throws -> Void
    ) async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let data = home.url.appendingPathComponent("data").path
        let command =
            "cd '\(home.url.path)' && env -u LC_ALL -u LC_MESSAGES HOME='\(home.url.path)' XDG_DATA_HOME='\(data)' "
            + "NO_COLOR=1 LANG='\(lang)' '\(ExploreProcess.executable.path)' \(options) 2>stderr.log; "
            + "echo \"exit=$?\"; sleep 60"
        let session = try TmuxSession(command: command, columns: 80, rows: 24)
        defer { session.kill() }
        try await body(session)
    }

    @Test func theLocaleShowsTheListInSpanish() async throws {
        try await withExplore(lang: "es_ES.UTF-8") { tmux in
            let home = try await tmux.waitFor("Mostrando 50 de \(Self.total) comercios")
            #expect(home.contains("Comercios") && home.contains("[Todos]") && home.contains("/ buscar"), "\(home)")
            #expect(home.contains("q salir") && home.contains("? ayuda"), "\(home)")
            #expect(home.split(separator: "\n").allSatisfy { $0.count <= 80 })
            #expect(home.contains("Comercio") && home.contains("Oferta") && home.contains("Sucursales"), "\(home)")

            try await tmux.press("Enter")
            let detail = try await tmux.waitFor("Esc volver")
            #expect(detail.split(separator: "\n").allSatisfy { $0.count <= 80 })
            try await tmux.type("?")
            let keys = try await tmux.waitFor("Teclas de")
            #expect(keys.contains("cualquier tecla volver"), "\(keys)")
            try await tmux.press("Escape")
            try await tmux.press("Escape")
            try await tmux.type("l")
            let picker = try await tmux.waitFor("Lugar o LAT,LON:")
            #expect(picker.contains("Ubicación"), "\(picker)")
            try await tmux.press("Escape")
            try await tmux.waitFor("Mostrando 50")
            try await tmux.type("q")
            try await tmux.waitFor("exit=0")
        }
    }

    @Test func languageShowsTheListInPortuguese() async throws {
        try await withExplore(lang: "es_ES.UTF-8", options: "--language pt-BR") { tmux in
            let home = try await tmux.waitFor("Mostrando 50 de \(Self.total) estabelecimentos")
            #expect(home.contains("Estabelecimentos") && home.contains("[Todos]") && home.contains("q sair"), "\(home)")
            #expect(home.split(separator: "\n").allSatisfy { $0.count <= 80 })
            #expect(
                home.contains("Estabelecimento") && home.contains("Oferta") && home.contains("Endereços"), "\(home)")
            try await tmux.type("q")
            try await tmux.waitFor("exit=0")
        }
    }
}
