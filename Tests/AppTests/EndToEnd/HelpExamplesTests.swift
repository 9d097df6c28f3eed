import Foundation
import Testing

/// The examples `--help` prints, run as printed on the built-in sample (the snapshot a first run makes): a reader who
/// copies one gets an answer, not an error.
@Suite struct HelpExamplesTests {
    /// The commands whose examples read or write only local files; `sync` needs a server, `serve` runs until stopped,
    /// and `generate` and `import` are about other files than the sample.
    static let commands: [[String]] = [[], ["search"], ["show"], ["atms"], ["location"], ["catalog"]]

    /// The lines under "Examples:" in `help`, each split into words as a shell would (double quotes group).
    static func examples(in help: String) -> [[String]] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "Examples:" }) else {
            return []
        }
        return lines[(start + 1)...].prefix { $0.hasPrefix("  ") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { words(of: $0.trimmingCharacters(in: .whitespaces)) }
    }

    static func words(of line: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quoted = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                word = word ?? ""
            } else if character == " " && !quoted {
                if let done = word { words.append(done) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let word { words.append(word) }
        return words
    }

    @Test(arguments: commands)
    func everyExampleOfTheHelpRunsOnTheBuiltInSample(_ command: [String]) async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let help = try await explore.run(command + ["--help"])
        try #require(help.status == 0)
        let examples = Self.examples(in: help.standardOutput)
        #expect(!examples.isEmpty, "no examples in: \(help.standardOutput)")

        for example in examples where example.first == "explore" && example.dropFirst(1).first != "serve" {
            let run = try await explore.run(Array(example.dropFirst()))
            #expect(run.status == 0, "\(example.joined(separator: " ")): \(run.standardError)")
        }
    }
}
