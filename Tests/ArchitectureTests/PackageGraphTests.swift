import Foundation
import Testing

@Suite("The target graph encodes Presentation → Domain ← Data")
struct PackageGraphTests {
    @Test func everyLayerDependsOnlyOnWhatTheRuleAllows() throws {
        let graph = try PackageGraph.load(from: .current)
        for layer in LayerRules.checked {
            let declared = try #require(graph.dependencies[layer.target], "no target \(layer.target)")
            let extra = Set(declared).subtracting(layer.allowedDependencies)
            #expect(extra.isEmpty, "\(layer.target) depends on \(extra.sorted()), outside the rule")
        }
    }

    @Test func theDomainDependsOnNothing() throws {
        let graph = try PackageGraph.load(from: .current)
        #expect(graph.dependencies["Domain"] == [])
    }

    /// The accelerated adapter is built on what the snapshot's adapters share, never on the reference adapter: in the
    /// graph, and in every import line of its folder.
    @Test func theAcceleratedAdapterNeverSeesTheReferenceAdapter() throws {
        let graph = try PackageGraph.load(from: .current)
        let declared = try #require(graph.dependencies[LayerRules.directoryIndex.target])
        #expect(!declared.contains(LayerRules.data.target))
        #expect(declared.contains(LayerRules.snapshotFile.target))
        let root = PackageRoot.current
        for file in try root.swiftFiles(under: LayerRules.directoryIndex.folder) {
            let modules = ImportScanner.imports(in: try root.read(file)).map(\.module)
            #expect(!modules.contains(LayerRules.data.target), "\(file) imports the reference adapter")
        }
        #expect(!LayerRules.directoryIndex.allowedImports.contains(LayerRules.data.target))
    }

    @Test func aPlantedDependencyOfPresentationOnTheDataLayerIsSeen() throws {
        let json = """
            {"targets": [{"name": "Presentation", "dependencies": [
              {"byName": ["Domain", null]}, {"target": ["DataLayer", null]},
              {"product": ["GRDB", "GRDB.swift", null, null]}]}]}
            """
        let graph = try PackageGraph.parse(Data(json.utf8))
        let extra = Set(graph.dependencies["Presentation"] ?? []).subtracting(
            LayerRules.presentation.allowedDependencies)
        #expect(extra == ["DataLayer", "GRDB"])
    }
}
