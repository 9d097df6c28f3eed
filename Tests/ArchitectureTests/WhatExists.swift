import Foundation

/// What the program already has, read from its sources as text: each screen (its view model, its place in the
/// terminal's navigator, its text screen) with the keys it answers and the intents it emits, and the routes the web
/// server serves. Step 0 of Docs/AddingAFeature.md shows it between two markers.
///
/// `Scripts/what-exists` runs this very file (with a small entry point appended) to print or rewrite the listing, and
/// `WhatExistsTests` reads the sources again to prove the committed one is not stale: one reading, two callers. It
/// imports Foundation only, so that the script builds nothing of the package.
enum WhatExists {
    static let begin = "<!-- BEGIN GENERATED LISTING -->"
    static let end = "<!-- END GENERATED LISTING -->"
    static let document = "Docs/AddingAFeature.md"

    enum ListingError: Error, Equatable {
        case markersMissing
    }

    /// The listing of the package at `root`, as Docs/AddingAFeature.md shows it (without the markers).
    static func listing(root: URL) throws -> String {
        let sources = Sources(root: root)
        let helpers = try SwiftCalls.templates(in: sources.read("Presentation/TextUI/Keys/KeyCommand.swift"))
        let searchField = try SwiftCalls.templates(in: sources.read("Presentation/TextUI/Keys/SearchField.swift"))
        let models = sources.files(under: "Presentation/Presentation")
        let english = try Self.table(sources.read("Presentation/Presentation/Resources/Localization/en.strings"))
        var lines = ["```text"]
        let screens = sources.files(under: "Terminal/Navigation/Screens").filter {
            $0.hasSuffix("ViewModel+Screen.swift")
        }
        lines.append(
            "Screens (\(screens.count)): each view model, its NavigableScreen, its text screen, its keys, its intents")
        for navigable in screens {
            let name = String(
                navigable.dropFirst("Terminal/Navigation/Screens/".count).dropLast("ViewModel+Screen.swift".count))
            lines.append("")
            lines.append(name)
            lines += models.filter { $0.hasSuffix("/\(name)ViewModel.swift") }.map { "  " + $0 }
            lines.append("  " + navigable)
            let textScreen = "Presentation/TextUI/Screens/\(name)Screen.swift"
            if let text = try? sources.read(textScreen) {
                lines.append("  " + textScreen)
                let keys = SwiftCalls.keys(
                    inScreen: text, helpers: helpers, searchField: searchField, english: english)
                if !keys.list.isEmpty { lines += wrapped("  keys     ", keys.list) }
                if !keys.typing.isEmpty { lines += wrapped("  typing   ", keys.typing) }
            }
            let intents = try models.flatMap { try SwiftCalls.cases(ofEnum: "\(name)Intent", in: sources.read($0)) }
            lines += wrapped("  intents  ", intents.isEmpty ? ["none"] : intents)
        }
        for server in sources.files(under: "Server") {
            let source = try sources.read(server)
            let pages = SwiftCalls.sitePages(in: source)
            if !pages.isEmpty {
                lines.append("")
                lines.append("Web pages: every address \(server) spells, each a route of its controller")
                lines += pages.map { "  " + $0 }
            }
            let routes = SwiftCalls.routes(in: source)
            guard !routes.isEmpty else { continue }
            lines.append("")
            lines.append("Web pages: the routes \(server) registers")
            lines += routes.map { "  " + $0 }
        }
        lines.append("```")
        return lines.joined(separator: "\n")
    }

    /// The sentences of a strings table by key, read as text (`"key.quit" = "quit";`, one a line).
    static func table(_ text: String) -> [String: String] {
        var table: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let match = line.firstMatch(of: #/^"([^"]+)" = "(.*)";$/#) else { continue }
            table[String(match.1)] = String(match.2)
        }
        return table
    }

    /// `items` after `heading`, separated by " · ", in lines of at most 116 characters (the document's code width).
    static func wrapped(_ heading: String, _ items: [String]) -> [String] {
        var lines = [heading]
        for item in items {
            let separator = lines[lines.count - 1].count > heading.count ? " · " : ""
            if lines[lines.count - 1].count + separator.count + item.count > 116 {
                lines.append(String(repeating: " ", count: heading.count) + item)
            } else {
                lines[lines.count - 1] += separator + item
            }
        }
        return lines
    }

    /// The listing as committed between the markers, each on a line of its own.
    static func committedSection(in document: String) throws -> String {
        let between = try document[section(in: document)]
        return String(between.dropFirst().dropLast())
    }

    /// `document` with the listing between the markers replaced by `listing`.
    static func replacingSection(in document: String, with listing: String) throws -> String {
        try document.replacingCharacters(in: section(in: document), with: "\n" + listing + "\n")
    }

    /// From the end of the begin marker to the start of the end marker: the newlines around the listing included.
    private static func section(in document: String) throws -> Range<String.Index> {
        guard let start = document.range(of: begin),
            let stop = document.range(of: end, range: start.upperBound..<document.endIndex),
            document[start.upperBound..<stop.lowerBound].hasPrefix("\n"),
            document[start.upperBound..<stop.lowerBound].hasSuffix("\n")
        else { throw ListingError.markersMissing }
        return start.upperBound..<stop.lowerBound
    }

    /// The package's files, by paths relative to its root.
    struct Sources {
        let root: URL

        func read(_ path: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }

        /// The Swift files under `folder`, sorted.
        func files(under folder: String) -> [String] {
            let base = root.appendingPathComponent(folder).standardizedFileURL
            let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            return (enumerator?.allObjects ?? []).compactMap { $0 as? URL }
                .filter { $0.pathExtension == "swift" }
                .map { folder + "/" + String($0.standardizedFileURL.path.dropFirst(base.path.count + 1)) }
                .sorted()
        }
    }
}
