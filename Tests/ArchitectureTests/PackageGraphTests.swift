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
