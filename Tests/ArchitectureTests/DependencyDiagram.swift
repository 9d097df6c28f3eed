import Foundation

/// The package's dependency diagram, drawn from `swift package dump-package`'s JSON: a Mermaid graph and the same
/// edges as plain text, kept in Docs/Architecture.md between two markers.
///
/// `Scripts/architecture-diagram` runs this very file (with a small entry point appended) to write the section,
/// and `DependencyDiagramTests` draws it again to prove the committed one is not stale: one drawing, two callers.
/// It imports Foundation only, so that the script can run it without building the package.
enum DependencyDiagram {
    static let begin = "<!-- BEGIN GENERATED DIAGRAM -->"
    static let end = "<!-- END GENERATED DIAGRAM -->"

    /// One target that is not a test, with what it depends on, in the manifest's order.
    struct Node: Equatable {
        let name: String
        let kind: String
        let folder: String
        /// Targets of this package by name; products of other packages as "Product [package]"; a dependency built
        /// only with a trait is followed by the trait's name: "Product [package] (Network trait)".
        let dependencies: [String]
    }

    /// A value in a dependency's array: a name, nothing, or the condition under which it is built.
    private enum Field: Decodable {
        case text(String)
        case absent
        case traits([String])

        init(from decoder: any Decoder) throws {
            struct Condition: Decodable { let traits: [String]? }
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .absent
            } else if let text = try? container.decode(String.self) {
                self = .text(text)
            } else {
                self = .traits(try container.decode(Condition.self).traits ?? [])
            }
        }

        var text: String? {
            if case .text(let text) = self { text } else { nil }
        }
    }

    enum DiagramError: Error, Equatable {
        case markersMissing
    }

    /// The targets that ship or support tests (test targets are left out: they may depend on anything).
    static func nodes(fromDump json: Data) throws -> [Node] {
        struct Dump: Decodable {
            struct Target: Decodable {
                let name: String
                let type: String
                let path: String?
                let dependencies: [[String: [Field]]]
            }
            let targets: [Target]
        }
        let dump = try JSONDecoder().decode(Dump.self, from: json)
        return dump.targets.filter { $0.type != "test" }.map { target in
            let dependencies = target.dependencies.compactMap { dependency -> String? in
                guard let (kind, values) = dependency.first, let name = values.first?.text else { return nil }
                let traits = values.flatMap { field -> [String] in
                    if case .traits(let traits) = field { traits } else { [] }
                }
                let condition = traits.isEmpty ? "" : " (\(traits.joined(separator: ", ")) trait)"
                if kind == "product", values.count > 1, let package = values[1].text {
                    return "\(name) [\(package)]\(condition)"
                }
                return name + condition
            }
            let kind = ["regular": "library", "system": "system library"][target.type] ?? target.type
            return Node(
                name: target.name, kind: kind, folder: (target.path ?? "Sources/\(target.name)") + "/",
                dependencies: dependencies)
        }
    }

    /// The Markdown that goes between the markers: a Mermaid graph, then the same edges as text.
    static func section(fromDump json: Data) throws -> String {
        let nodes = try nodes(fromDump: json)
        let local = Set(nodes.map(\.name))
        var mermaid = ["```mermaid", "graph TD"]
        for node in nodes {
            mermaid.append("    \(node.name)[\"\(node.name)<br/>\(node.kind) · \(node.folder)\"]")
        }
        var external: [String] = []
        for dependency in nodes.flatMap(\.dependencies).map(unconditional) where !local.contains(dependency) {
            if !external.contains(dependency) { external.append(dependency) }
        }
        for product in external {
            mermaid.append("    \(identifier(product))([\"\(product)\"])")
        }
        for node in nodes {
            for dependency in node.dependencies {
                // Built only with a trait: a dotted edge labelled with it.
                let trait = dependency.firstRange(of: " (").map {
                    dependency[$0.upperBound...].dropLast(" trait)".count)
                }
                let arrow = trait.map { "-. \($0) .->" } ?? "-->"
                mermaid.append("    \(node.name) \(arrow) \(identifier(dependency))")
            }
        }
        mermaid.append("```")

        let nameWidth = nodes.map(\.name.count).max() ?? 0
        let kindWidth = nodes.map { $0.kind.count + $0.folder.count + 2 }.max() ?? 0
        var text = ["```text"]
        for node in nodes {
            let name = node.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            let kind = "\(node.kind), \(node.folder)".padding(toLength: kindWidth, withPad: " ", startingAt: 0)
            let arrow = node.dependencies.isEmpty ? "(depends on nothing)" : node.dependencies.joined(separator: ", ")
            text.append("\(name)  \(kind)  → \(arrow)")
        }
        text.append("```")
        let note =
            "Drawn from `swift package dump-package` by `Scripts/architecture-diagram`; test targets are left out. "
            + "`DependencyDiagramTests` fails when this section is stale."
        return ([note, ""] + mermaid + [""] + text).joined(separator: "\n")
    }

    /// `document` with the text between the markers replaced by `section`.
    static func replacingSection(in document: String, with section: String) throws -> String {
        guard let start = document.range(of: begin),
            let stop = document.range(of: end, range: start.upperBound..<document.endIndex)
        else { throw DiagramError.markersMissing }
        return document[..<start.upperBound] + "\n" + section + "\n" + document[stop.lowerBound...]
    }

    /// The text between the markers, as `replacingSection` writes it.
    static func committedSection(in document: String) throws -> String {
        guard let start = document.range(of: begin),
            let stop = document.range(of: end, range: start.upperBound..<document.endIndex)
        else { throw DiagramError.markersMissing }
        return String(document[start.upperBound..<stop.lowerBound]).trimmingCharacters(in: .newlines)
    }

    /// A dependency without the trait it is built under: "Product [package]".
    private static func unconditional(_ dependency: String) -> String {
        dependency.firstRange(of: " (").map { String(dependency[..<$0.lowerBound]) } ?? dependency
    }

    /// A Mermaid node id for a product: letters and digits only ("ArgumentParser [swift-argument-parser]" →
    /// "ArgumentParser").
    private static func identifier(_ dependency: String) -> String {
        String(dependency.prefix { $0 != " " }.filter { $0.isLetter || $0.isNumber })
    }
}
