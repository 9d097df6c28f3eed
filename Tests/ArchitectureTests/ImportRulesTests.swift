import Testing

@Suite("Every layer imports only what the dependency rule allows")
struct ImportRulesTests {
    @Test(arguments: LayerRules.checked.map(\.target))
    func layerImportsOnlyAllowedModules(target: String) throws {
        let layer = try #require(LayerRules.checked.first { $0.target == target })
        let root = PackageRoot.current
        let files = try root.swiftFiles(under: layer.folder).filter { file in
            !layer.excludedFolders.contains { file.hasPrefix($0 + "/") }
        }
        #expect(!files.isEmpty, "no Swift files under \(layer.folder)")
        for file in files {
            for violation in ImportScanner.violations(in: try root.read(file), allowed: layer.allowedImports) {
                Issue.record("\(file) \(violation): \(layer.target) may import only \(layer.allowedImports.sorted())")
            }
        }
    }

    @Test func scannerFindsEveryFormOfImport() {
        let source = """
            import Foundation
            @testable import DataLayer
            public import GRDB
            @preconcurrency internal import Dispatch
            import struct Presentation.Frame
              import ArgumentParser
            // import Logging is a comment, not an import
            let text = "import Nothing"
            """
        #expect(
            ImportScanner.imports(in: source).map(\.module) == [
                "Foundation", "DataLayer", "GRDB", "Dispatch", "Presentation", "ArgumentParser",
            ])
    }

    @Test func aPlantedImportOfTheDataLayerInPresentationIsAViolation() {
        let planted = "import Domain\nimport DataLayer\n"
        let violations = ImportScanner.violations(in: planted, allowed: LayerRules.presentation.allowedImports)
        #expect(violations == [ImportScanner.Import(module: "DataLayer", line: 2)])
    }

    @Test func presentationMayImportNeitherRendererNorLibXML2() {
        let planted = "import Domain\nimport TextUI\nimport CLibXML2\nimport CatalogExport\n"
        let violations = ImportScanner.violations(in: planted, allowed: LayerRules.presentation.allowedImports)
        #expect(violations.map(\.module) == ["TextUI", "CLibXML2", "CatalogExport"])
    }

    @Test func theRenderersMayNotReachEachOther() {
        let intoCatalog = ImportScanner.violations(
            in: "import TextUI\n", allowed: LayerRules.catalogExport.allowedImports)
        let intoText = ImportScanner.violations(
            in: "import CatalogExport\nimport CLibXML2\n", allowed: LayerRules.textUI.allowedImports)
        #expect(intoCatalog.map(\.module) == ["TextUI"])
        #expect(intoText.map(\.module) == ["CatalogExport", "CLibXML2"])
    }

    @Test func theWebRendererImportsPresentationAndNotTheDataLayerTheDomainOrAnotherRenderer() {
        let planted = "import Presentation\nimport DataLayer\nimport Domain\nimport TextUI\nimport Hummingbird\n"
        let violations = ImportScanner.violations(in: planted, allowed: LayerRules.webUI.allowedImports)
        #expect(violations.map(\.module) == ["DataLayer", "Domain", "TextUI", "Hummingbird"])
        let intoText = ImportScanner.violations(in: "import WebUI\n", allowed: LayerRules.textUI.allowedImports)
        #expect(intoText.map(\.module) == ["WebUI"])
    }

    @Test func theDomainMayNotImportGRDBOrThePresentation() {
        let planted = "import Foundation\nimport GRDB\nimport Presentation\n"
        let violations = ImportScanner.violations(in: planted, allowed: LayerRules.domain.allowedImports)
        #expect(violations.map(\.module) == ["GRDB", "Presentation"])
    }
}
