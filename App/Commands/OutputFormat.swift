import ArgumentParser
import CatalogPublisher

/// How `search` and `show` print their answer.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// Lines for people, as the interactive screens show them.
    case text
    /// The stable JSON shape of Docs/CLI.md, for scripts.
    case json
}

/// `--format html|xml|both` of `catalog`.
extension CatalogFormat: ExpressibleByArgument {}
