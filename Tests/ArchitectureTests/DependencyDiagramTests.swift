import Foundation
import Testing

/// The diagram in Docs/Architecture.md is drawn from the package graph, and cannot drift from it.
@Suite("The dependency diagram in Docs/Architecture.md")
struct DependencyDiagramTests {
    /// Two library targets, a system library, an executable on two products (one built only with a trait), and a test
    /// target.
    let dump = Data(
        """
        {"targets": [
          {"name": "Core", "type": "regular", "path": "Core", "dependencies": []},
          {"name": "CZip", "type": "system", "path": "CZip", "dependencies": []},
          {"name": "UI", "type": "regular", "path": null,
           "dependencies": [{"byName": ["Core", null]}, {"target": ["CZip", null]}]},
          {"name": "Tool", "type": "executable", "path": "Tool",
           "dependencies": [{"byName": ["UI", null]}, {"product": ["Logging", "swift-log", null, null]},
             {"product": ["NIOCore", "swift-nio", null, {"platformNames": [], "traits": ["Network"]}]}]},
          {"name": "CoreTests", "type": "test", "path": null, "dependencies": [{"byName": ["Core", null]}]}
        ]}
        """.utf8)

    @Test func theCommittedDiagramIsTheOneThePackageGraphDraws() throws {
        let root = PackageRoot.current
        let committed = try DependencyDiagram.committedSection(in: try root.read("Docs/Architecture.md"))
        let drawn = try DependencyDiagram.section(fromDump: PackageGraph.dump(root))
        #expect(committed == drawn, "Docs/Architecture.md's diagram is stale: run Scripts/architecture-diagram")
    }

    @Test func everyTargetButTestsIsANodeWithItsKindAndFolder() throws {
        let nodes = try DependencyDiagram.nodes(fromDump: dump)
        #expect(
            nodes == [
                .init(name: "Core", kind: "library", folder: "Core/", dependencies: []),
                .init(name: "CZip", kind: "system library", folder: "CZip/", dependencies: []),
                .init(name: "UI", kind: "library", folder: "Sources/UI/", dependencies: ["Core", "CZip"]),
                .init(
                    name: "Tool", kind: "executable", folder: "Tool/",
                    dependencies: ["UI", "Logging [swift-log]", "NIOCore [swift-nio] (Network trait)"]),
            ])
    }

    @Test func theSectionDrawsEveryEdgeInMermaidAndInText() throws {
        let lines = try DependencyDiagram.section(fromDump: dump).split(separator: "\n").map(String.init)
        let edges = lines.filter { $0.contains(" --> ") }
        #expect(edges == ["    UI --> Core", "    UI --> CZip", "    Tool --> UI", "    Tool --> Logging"])
        #expect(lines.contains("    Tool -. Network .-> NIOCore"))
        #expect(lines.contains("    Logging([\"Logging [swift-log]\"])"))
        #expect(lines.contains("    NIOCore([\"NIOCore [swift-nio]\"])"))
        #expect(
            lines.contains(
                "Tool  executable, Tool/      → UI, Logging [swift-log], NIOCore [swift-nio] (Network trait)"))
        #expect(lines.contains("Core  library, Core/         → (depends on nothing)"))
        #expect(!lines.contains { $0.contains("CoreTests") })
    }

    @Test func replacingKeepsEverythingOutsideTheMarkers() throws {
        let document = "# Title\n\(DependencyDiagram.begin)\nold\n\(DependencyDiagram.end)\nAfter.\n"
        let replaced = try DependencyDiagram.replacingSection(in: document, with: "new")
        #expect(replaced == "# Title\n\(DependencyDiagram.begin)\nnew\n\(DependencyDiagram.end)\nAfter.\n")
        #expect(try DependencyDiagram.committedSection(in: replaced) == "new")
    }

    @Test func aDocumentWithoutTheMarkersIsAnError() {
        #expect(throws: DependencyDiagram.DiagramError.markersMissing) {
            try DependencyDiagram.replacingSection(in: "# No markers\n", with: "new")
        }
        #expect(throws: DependencyDiagram.DiagramError.markersMissing) {
            try DependencyDiagram.committedSection(in: "\(DependencyDiagram.end)\n\(DependencyDiagram.begin)")
        }
    }
}
