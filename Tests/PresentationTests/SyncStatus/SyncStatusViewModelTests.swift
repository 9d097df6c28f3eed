import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@MainActor
@Suite struct SyncStatusViewModelTests {
    static let source = URL(string: "https://example.org/explore/manifest.json")!
    /// 2023-11-14 22:13 UTC.
    let directory = InMemoryDirectory(
        merchants: [],
        info: SnapshotInfo(
            schemaVersion: 4, version: SnapshotVersion(timestamp: 1_700_000_000_000),
            merchantRowCount: 0))
    let store = InMemoryLocalStore()
    /// 2025-11-22 00:00 UTC.
    static let published = SnapshotManifest(
        version: SnapshotVersion(timestamp: 1_763_769_600_000), sha256: "ab", size: 2_000_000, schemaVersion: 4,
        file: "explore.db")

    func sync(_ publisher: ScriptedPublisher) -> SyncDirectory {
        SyncDirectory(
            directory: directory, publisher: publisher, store: store,
            now: { Date(timeIntervalSince1970: 1_763_780_000) })
    }

    /// The screen shown and settled, with ``source`` set in the store as the source to sync from.
    func makeModel(_ publisher: ScriptedPublisher) async -> SyncStatusViewModel {
        try? await store.setSyncSource(Self.source)
        let model = SyncStatusViewModel(syncDirectory: sync(publisher))
        model.screenAppeared()
        await model.waitUntilIdle()
        return model
    }

    /// The state of a shown screen with ``source`` set and no history yet, changed by `change`.
    func state(_ change: (inout SyncStatusViewState) -> Void) -> SyncStatusViewState {
        var state = SyncStatusViewState(
            source: Self.source.absoluteString, isSourceKnown: true, historyPhase: .empty("No sync has run yet."))
        change(&state)
        return state
    }

    let updated = SyncHistoryRow(
        date: "2025-11-22 02:53 UTC", source: source.absoluteString,
        outcome: "Updated to the snapshot of 2025-11-22 00:00 UTC.")

    @Test func appearingReadsTheSourceAndTheHistory() async {
        try? await store.setSyncSource(Self.source)
        let model = SyncStatusViewModel(syncDirectory: sync(ScriptedPublisher(manifest: .success(Self.published))))
        #expect(model.state == SyncStatusViewState())
        model.screenAppeared()
        #expect(model.state == SyncStatusViewState(historyPhase: .loading))
        await model.waitUntilIdle()
        expect(model, state { _ in })
    }

    @Test func aSyncShowsItsDownloadThenItsOutcomeAndHistory() async {
        let publisher = ScriptedPublisher(
            manifest: .success(Self.published),
            steps: [TransferProgress(completedBytes: 500_000, totalBytes: 2_000_000)])
        await publisher.holdInstall()
        let model = await makeModel(publisher)
        model.syncTapped()
        #expect(model.state == state { $0.sync = .preparing("Checking the published snapshot…") })
        await publisher.waitUntilInstalling()
        let downloading = state { $0.sync = .running("Downloading: 500 KB of 2.0 MB", fraction: 0.25) }
        await waitUntil { model.state == downloading }
        await publisher.release()
        await model.waitUntilIdle()
        #expect(
            model.state
                == state {
                    $0.sync = .finished("Updated to the snapshot of 2025-11-22 00:00 UTC.")
                    $0.historyPhase = .loaded
                    $0.history = [updated]
                })
        #expect(model.takeIntents() == [.snapshotReplaced])
        #expect(await publisher.installed == [Self.published])
    }

    @Test func aSnapshotNoNewerThanOursIsNotDownloaded() async {
        var old = Self.published
        old.version = SnapshotVersion(timestamp: 1_600_000_000_000)
        let publisher = ScriptedPublisher(manifest: .success(old))
        let model = await makeModel(publisher)
        model.syncTapped()
        await model.waitUntilIdle()
        let sentence = "Already up to date: the snapshot of 2023-11-14 22:13 UTC."
        #expect(
            model.state
                == state {
                    $0.sync = .finished(sentence)
                    $0.historyPhase = .loaded
                    $0.history = [SyncHistoryRow(date: updated.date, source: updated.source, outcome: sentence)]
                })
        #expect(model.takeIntents() == [])
        #expect(await publisher.installed == [])
    }

    @Test func aFailedSyncSaysWhyAndRetryTriesAgain() async {
        let model = await makeModel(ScriptedPublisher(manifest: .failure(.unreachable("connection refused"))))
        model.syncTapped()
        await model.waitUntilIdle()
        let sentence = "Could not reach the snapshot server: connection refused."
        let failure = SyncHistoryRow(date: updated.date, source: updated.source, outcome: sentence, isFailure: true)
        #expect(
            model.state
                == state {
                    $0.sync = .failed(sentence)
                    $0.historyPhase = .loaded
                    $0.history = [failure]
                })
        model.retryTapped()
        #expect(model.state.sync == .preparing("Checking the published snapshot…"))
        await model.waitUntilIdle()
        #expect(model.state.history == [failure, failure])
    }

    @Test func aSyncThatCannotWorkAsSetUpSaysWhyAndOffersNoRetry() async {
        let url = Self.source.absoluteString
        let publisher = ScriptedPublisher(manifest: .failure(.withoutHTTP(url)))
        let model = await makeModel(publisher)
        model.syncTapped()
        await model.waitUntilIdle()
        let sentence =
            "This explore was built without the Network trait and syncs from files only: give a manifest file's path "
            + "instead of \(url), or build the whole program (swift build)."
        let failure = SyncHistoryRow(date: updated.date, source: updated.source, outcome: sentence, isFailure: true)
        let refused = state {
            $0.sync = .refused(sentence)
            $0.historyPhase = .loaded
            $0.history = [failure]
        }
        expect(model, refused)
        model.retryTapped()
        expect(model, refused)
        await model.waitUntilIdle()
        expect(model, refused)
        #expect(await publisher.installed == [])
    }

    /// The state and the intents after an input, asserted together: nothing changes unnoticed.
    func expect(
        _ model: SyncStatusViewModel, _ expected: SyncStatusViewState, intents: [SyncStatusIntent] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(model.state == expected, sourceLocation: sourceLocation)
        #expect(model.takeIntents() == intents, sourceLocation: sourceLocation)
    }

    let cancelledRow = SyncHistoryRow(
        date: "2025-11-22 02:53 UTC", source: source.absoluteString,
        outcome: "Cancelled; the snapshot was not changed.",
        isFailure: true)

    @Test func escDuringASyncCancelsItAndStaysThenTheHistoryListsTheCancelledAttempt() async {
        // The publisher fails the interrupted install, as the real one does once its task is cancelled.
        let publisher = ScriptedPublisher(
            manifest: .success(Self.published), steps: [TransferProgress(completedBytes: 500_000, totalBytes: nil)],
            installResult: .failure(.io("the sync was cancelled")))
        await publisher.holdInstall()
        let model = await makeModel(publisher)
        model.syncTapped()
        expect(model, state { $0.sync = .preparing("Checking the published snapshot…") })
        await publisher.waitUntilInstalling()
        let downloading = state { $0.sync = .running("Downloading: 500 KB", fraction: nil) }
        await waitUntil { model.state == downloading }
        await model.waitUntilSettled()
        expect(model, downloading)
        model.backTapped()
        expect(model, state { $0.sync = .cancelled })
        await publisher.release()
        await model.waitUntilIdle()
        expect(
            model,
            state {
                $0.sync = .cancelled
                $0.historyPhase = .loaded
                $0.history = [cancelledRow]
            })
        model.backTapped()
        expect(
            model,
            state {
                $0.sync = .cancelled
                $0.historyPhase = .loaded
                $0.history = [cancelledRow]
            }, intents: [.back])
    }

    @Test func aSyncThatEndsWellDespiteACancelSaysSoRatherThanClaimNothingChanged() async {
        let publisher = ScriptedPublisher(manifest: .success(Self.published))
        await publisher.holdInstall()
        let model = await makeModel(publisher)
        model.syncTapped()
        await publisher.waitUntilInstalling()
        model.cancelTapped()
        expect(model, state { $0.sync = .cancelled })
        await publisher.release()  // This install ignores the cancel and puts the new snapshot in place.
        await model.waitUntilIdle()
        expect(
            model,
            state {
                $0.sync = .finished("Updated to the snapshot of 2025-11-22 00:00 UTC.")
                $0.historyPhase = .loaded
                $0.history = [updated]
            }, intents: [.snapshotReplaced])
        #expect(await publisher.installed == [Self.published])
    }

    @Test func enterRetryAndCancelDoNothingOutOfTurn() async {
        let publisher = ScriptedPublisher(
            manifest: .success(Self.published),
            steps: [TransferProgress(completedBytes: 500_000, totalBytes: 2_000_000)])
        await publisher.holdInstall()
        let model = await makeModel(publisher)
        model.cancelTapped()
        model.retryTapped()
        expect(model, state { _ in })
        model.syncTapped()
        await publisher.waitUntilInstalling()
        let running = state { $0.sync = .running("Downloading: 500 KB of 2.0 MB", fraction: 0.25) }
        await waitUntil { model.state == running }
        model.syncTapped()
        model.retryTapped()
        expect(model, running)
        await publisher.release()
        await model.waitUntilIdle()
        #expect(await publisher.installs.count == 1)
    }

    @Test func escWithNoSyncUnderWayAsksToLeave() async {
        let model = await makeModel(ScriptedPublisher(manifest: .success(Self.published)))
        model.backTapped()
        expect(model, state { _ in }, intents: [.back])
    }

    @Test func aFailedHistoryIsAStateAndRetryReadsItAgain() async {
        await store.setFailure(.readFailed("disk I/O error"))
        let model = SyncStatusViewModel(syncDirectory: sync(ScriptedPublisher(manifest: .success(Self.published))))
        model.screenAppeared()
        await model.waitUntilIdle()
        let sentence = "Could not read your saved data: disk I/O error."
        let failed = SyncStatusViewState(isSourceKnown: true, sourceProblem: sentence, historyPhase: .failed(sentence))
        expect(model, failed)
        await store.setFailure(nil)
        model.retryTapped()
        var loading = failed
        loading.historyPhase = .loading
        expect(model, loading)
        await model.waitUntilIdle()
        var empty = failed
        empty.historyPhase = .empty("No sync has run yet.")
        expect(model, empty)
    }

    @Test func withNoSourceSetEnterAsksForOneWhichIsCheckedAndRemembered() async throws {
        let model = SyncStatusViewModel(syncDirectory: sync(ScriptedPublisher(manifest: .success(Self.published))))
        model.screenAppeared()
        await model.waitUntilIdle()
        let none = SyncStatusViewState(isSourceKnown: true, historyPhase: .empty("No sync has run yet."))
        expect(model, none)

        model.syncTapped()
        var editing = none
        editing.isEditingSource = true
        expect(model, editing)
        model.sourceTextChanged("ftp://example.org/m.json")
        model.sourceSubmitted()
        editing.sourceText = "ftp://example.org/m.json"
        editing.sourceProblem =
            "Cannot sync from ftp://example.org/m.json: give an https:// or http:// address, or the path of a manifest file."
        expect(model, editing)

        model.sourceTextChanged(" /srv/explore/manifest.json ")
        model.sourceSubmitted()
        await model.waitUntilIdle()
        var set = none
        set.source = "/srv/explore/manifest.json"
        set.sourceText = " /srv/explore/manifest.json "
        expect(model, set)
        #expect(try await store.syncSource() == URL(fileURLWithPath: "/srv/explore/manifest.json"))

        model.sourceEditTapped()
        model.sourceEditCancelled()
        set.sourceText = ""
        expect(model, set)
    }

    @Test func aFileThatCannotBeReadIsNotCalledAnUnreachableServer() async {
        try? await store.setSyncSource(URL(fileURLWithPath: "/srv/explore/manifest.json"))
        let publisher = ScriptedPublisher(manifest: .failure(.unreachable("/srv/explore/manifest.json does not exist")))
        let model = SyncStatusViewModel(syncDirectory: sync(publisher))
        model.screenAppeared()
        await model.waitUntilIdle()
        model.syncTapped()
        await model.waitUntilIdle()
        let sentence = "Could not read the published file: /srv/explore/manifest.json does not exist."
        #expect(model.state.sync == .failed(sentence))
        #expect(model.state.history.map(\.outcome) == [sentence])
    }
}
