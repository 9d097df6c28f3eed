import ArgumentParser

/// How `search` and `show` print their answer.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// Lines for people, as the interactive screens show them.
    case text
    /// The stable JSON shape of Docs/CLI.md, for scripts.
    case json
}

/// Which documents `catalog` writes.
enum CatalogFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    case html
    case xml
    case both

    /// Whether the HTML site is written.
    var includesHTML: Bool { self != .xml }
    /// Whether the XML catalog (and its schema) is written.
    var includesXML: Bool { self != .html }
}
