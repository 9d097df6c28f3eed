import ArgumentParser

/// How `search`, `show` and `atms` print their answer.
enum OutputFormat: String, CaseIterable, Sendable {
    /// Lines for people, as the interactive screens show them.
    case text
    /// The stable JSON shape of Docs/CLI.md, for scripts.
    case json

    /// The option's help; its values are read by ``ArgumentValues/outputFormat(_:)``, which words a wrong one as the
    /// other choices are worded.
    static let help = ArgumentHelp(
        "text for people, or json for scripts (Docs/CLI.md has its shape).", valueName: "format")
}
