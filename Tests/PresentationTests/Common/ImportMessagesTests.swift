import Domain
import Presentation
import Testing

@Suite struct ImportMessagesTests {
    @Test func theSummarySaysWhatWasCopiedSkippedAndWhichVersionWasRecorded() {
        let summary = ImportSummary(
            sourceSchemaVersion: 1, merchantRows: 136, merchants: 56, providerRows: 0, atms: 2562, skippedRows: 1,
            version: SnapshotVersion(timestamp: 1_767_225_600_000), versionSource: .modificationTime)

        #expect(
            ImportMessages.sentence(for: summary)
                == "Imported 56 merchants (136 locations, 0 provider offers, 2,562 ATMs) from a version 1 file; "
                + "skipped 1 row without a merchant id. It is the snapshot of 2026-01-01 00:00 UTC "
                + "(version 1767225600000), the file's modification time, which says nothing of when its merchants "
                + "were updated, so pages name no day (--snapshot-version sets the time it was published).")
    }

    @Test(arguments: [
        (ImportSummary.VersionSource.given, "as --snapshot-version says."),
        (.recorded, "as the file records."), (.archive, "as the archive's comment says."),
    ])
    func eachVersionSaysWhereItCameFrom(_ source: ImportSummary.VersionSource, _ ending: String) {
        let summary = ImportSummary(
            sourceSchemaVersion: 4, merchantRows: 1, merchants: 1, providerRows: 1, atms: 1,
            version: SnapshotVersion(timestamp: 1_767_225_600_000), versionSource: source)

        let sentence = ImportMessages.sentence(for: summary)

        #expect(sentence.hasPrefix("Imported 1 merchant (1 location, 1 provider offer, 1 ATM) from a version 4 file."))
        #expect(sentence.hasSuffix(ending))
    }
}
