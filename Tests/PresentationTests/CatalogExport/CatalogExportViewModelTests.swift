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
        let exporter = ScriptedExporter(
            .success(ExportedCatalog(fileCount: 2, documents: ["./site/index.html", "./site/catalog.xml"])))
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
                    destination: "./site", scope: "Whole directory", job: .finished("Wrote 2 files."),
                    documents: ["./site/index.html", "./site/catalog.xml"]))
        let names = ["Books Online", "Café Ávila"] + (Fixtures.showsGrocer ? ["Green Grocer"] : [])
        #expect(await exporter.exportedNames == names)
    }

    @Test func anExportThatReplacedOneSaysWhatChangedOnOneLineWithoutTheDestinationShownAbove() async {
        let changes = CatalogChanges(added: 1, changed: 2, unchanged: 1_211, removed: 3)
        let model = makeModel(
            ScriptedExporter(
                .success(ExportedCatalog(fileCount: 1_214, documents: ["./site/index.html"], changes: changes))))
        model.exportStarted()
        await model.waitUntilIdle()
        #expect(
            model.state
                == CatalogExportViewState(
                    destination: "./site", scope: "Whole directory",
                    job: .finished("Wrote 1,214 files: 1 new, 2 changed, 1,211 unchanged, 3 removed."),
                    documents: ["./site/index.html"]))
    }

    @Test func anUnknownTerritoryFailsWithTheDirectorysSentence() async {
        let model = makeModel(
            ScriptedExporter(.success(ExportedCatalog(fileCount: 0, documents: []))), territory: "Atlantis")
        model.exportStarted()
        await model.waitUntilIdle()
        #expect(
            model.state
                == CatalogExportViewState(
                    destination: "./site", scope: "Territory: Atlantis",
                    job: .failed("There is no territory named \u{201C}Atlantis\u{201D} in this directory.")))
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

    /// The state and the intents after an input, asserted together: nothing changes unnoticed.
    func expect(
        _ model: CatalogExportViewModel, _ job: JobPhase, documents: [String] = [], intents: [CatalogExportIntent] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = CatalogExportViewState(
            destination: "./site", scope: "Whole directory", job: job, documents: documents)
        #expect(model.state == expected, sourceLocation: sourceLocation)
        #expect(model.takeIntents() == intents, sourceLocation: sourceLocation)
    }

    /// The progress once every merchant is written: 3, or 2 without the PiggyCards trait (the grocer is gone).
    func writingAll() async throws -> JobPhase {
        let count = Fixtures.shownMerchantCount
        return .running("Writing merchants: \(count) of \(count)", fraction: 1)
    }

    @Test func escDuringAnExportCancelsItAndStaysThenAsksToLeave() async throws {
        // The exporter fails once cancelled, as the real one does: its next write is refused.
        let exporter = ScriptedExporter(
            .success(ExportedCatalog(fileCount: 1, documents: ["./site/index.html"])), failsWhenCancelled: true)
        await exporter.hold()
        let model = makeModel(exporter)
        model.exportStarted()
        await exporter.waitUntilHeld()
        let writing = try await writingAll()
        await waitUntil { model.state.job == writing }
        await model.waitUntilSettled()
        expect(model, writing)
        model.backTapped()
        expect(model, .cancelled)
        await exporter.release()
        await model.waitUntilIdle()
        expect(model, .cancelled)
        #expect(await exporter.sawCancellation)
        model.backTapped()
        expect(model, .cancelled, intents: [.back])
    }

    @Test func anExportThatEndsWellDespiteACancelSaysSoRatherThanClaimNothingChanged() async {
        let exporter = ScriptedExporter(.success(ExportedCatalog(fileCount: 1, documents: ["./site/index.html"])))
        await exporter.hold()
        let model = makeModel(exporter)
        model.exportStarted()
        await exporter.waitUntilHeld()
        model.cancelTapped()
        expect(model, .cancelled)
        await exporter.release()  // This exporter ignores the cancel and puts the catalog in place.
        await model.waitUntilIdle()
        expect(model, .finished("Wrote 1 file."), documents: ["./site/index.html"])
    }

    @Test func enterRetryAndCancelDoNothingOutOfTurn() async throws {
        let exporter = ScriptedExporter(.success(ExportedCatalog(fileCount: 1, documents: ["./site/index.html"])))
        await exporter.hold()
        let model = makeModel(exporter)
        model.cancelTapped()
        model.retryTapped()
        expect(model, .notStarted)
        model.exportStarted()
        await exporter.waitUntilHeld()
        let writing = try await writingAll()
        await waitUntil { model.state.job == writing }
        model.exportStarted()
        model.retryTapped()
        expect(model, writing)
        await exporter.release()
        await model.waitUntilIdle()
        expect(model, .finished("Wrote 1 file."), documents: ["./site/index.html"])
        #expect(await exporter.exports == 1)
    }

    @Test func escWithNoExportUnderWayAsksToLeave() {
        let model = makeModel(ScriptedExporter(.success(ExportedCatalog(fileCount: 0, documents: []))))
        model.backTapped()
        expect(model, .notStarted, intents: [.back])
    }

    @Test func exportingAgainAfterAnExportClearsTheFilesUntilItEnds() async {
        let exporter = ScriptedExporter(.success(ExportedCatalog(fileCount: 1, documents: ["./site/index.html"])))
        let model = makeModel(exporter)
        model.exportStarted()
        await model.waitUntilIdle()
        expect(model, .finished("Wrote 1 file."), documents: ["./site/index.html"])
        model.exportStarted()
        expect(model, .preparing("Reading the directory…"))
        await model.waitUntilIdle()
        expect(model, .finished("Wrote 1 file."), documents: ["./site/index.html"])
        #expect(await exporter.exports == 2)
    }
}
