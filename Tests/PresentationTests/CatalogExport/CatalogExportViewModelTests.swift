import Domain
import Presentation
import TestSupport
import Testing

@MainActor
@Suite struct CatalogExportViewModelTests {
    let directory = InMemoryDirectory(merchants: Fixtures.merchants)

    func makeModel(_ exporter: ScriptedExporter, territory: String? = nil) -> CatalogExportViewModel {
        CatalogExportViewModel(
            territory: territory, destination: "./site", buildCatalog: BuildCatalog(directory: directory),
            exporter: exporter)
    }

    @Test func exportingShowsMerchantsWrittenThenTheFiles() async {
        let exporter = ScriptedExporter(.success(["./site/index.html", "./site/catalog.xml"]))
        let shown = Fixtures.shownMerchantCount
        await exporter.hold()
        let model = makeModel(exporter)
        #expect(model.state == CatalogExportViewState(destination: "./site", scope: "Whole directory"))
        model.exportStarted()
        #expect(
            model.state
                == CatalogExportViewState(
                    destination: "./site", scope: "Whole directory", job: .preparing("Reading the directory…")))
        await exporter.waitUntilHeld()
        let writing = CatalogExportViewState(
            destination: "./site", scope: "Whole directory",
            job: .running("Writing merchants: \(shown) of \(shown)", fraction: 1))
        await waitUntil { model.state == writing }
        await exporter.release()
        await model.waitUntilIdle()
        #expect(
            model.state
                == CatalogExportViewState(
                    destination: "./site", scope: "Whole directory", job: .finished("Wrote 2 files to ./site."),
                    files: ["./site/index.html", "./site/catalog.xml"]))
        let names = ["Books Online", "Café Ávila"] + (Fixtures.showsGrocer ? ["Green Grocer"] : [])
        #expect(await exporter.exportedNames == names)
    }

    @Test func anUnknownTerritoryFailsWithTheDirectorysSentence() async {
        let model = makeModel(ScriptedExporter(.success([])), territory: "Atlantis")
        model.exportStarted()
        await model.waitUntilIdle()
        #expect(
            model.state
                == CatalogExportViewState(
                    destination: "./site", scope: "Territory: Atlantis",
                    job: .failed("There is no territory named \"Atlantis\" in this directory.")))
    }

    @Test func aWriteFailureIsAStateAndRetryExportsAgain() async {
        let model = makeModel(ScriptedExporter(.failure(.writeFailed("./site: permission denied"))))
        model.exportStarted()
        await model.waitUntilIdle()
        let failed = CatalogExportViewState(
            destination: "./site", scope: "Whole directory",
            job: .failed("Could not write the catalog: ./site: permission denied."))
        #expect(model.state == failed)
        model.retryTapped()
        #expect(model.state.job == .preparing("Reading the directory…"))
        await model.waitUntilIdle()
        #expect(model.state == failed)
    }

    @Test func leavingDuringAnExportCancelsIt() async {
        let exporter = ScriptedExporter(.success(["./site/index.html"]))
        await exporter.hold()
        let model = makeModel(exporter)
        model.exportStarted()
        await exporter.waitUntilHeld()
        model.backTapped()
        #expect(model.takeIntents() == [.back])
        await exporter.release()
        await model.waitUntilIdle()
        #expect(
            model.state == CatalogExportViewState(destination: "./site", scope: "Whole directory", job: .cancelled))
    }
}
