import Domain
import Presentation
import TextUI

/// The sync screen: a sync runs on while the screen stays live; a snapshot it replaced makes every list list again.
extension SyncStatusViewModel: NavigableScreen {
    public var screenName: String { "sync" }

    public func handle(_ key: Key) -> KeyOutcome { KeyMap.send(key, to: self) }

    public func frame(size: TerminalSize, theme: Theme) -> Frame { TextRenderer.frame(state, size: size, theme: theme) }

    public func keyHelp() -> KeyHelp { KeyMap.keyHelp(for: self) }

    public func cancelJobs() { cancelTapped() }

    public func carryOutIntents(on navigator: Navigator) -> Bool {
        let intents = takeIntents()
        for intent in intents {
            switch intent {
            case .snapshotReplaced:
                for case let list as MerchantListViewModel in navigator.stack { list.directoryReplaced() }
            case .back: navigator.pop()
            }
        }
        return !intents.isEmpty
    }
}

extension ScreenFactory {
    /// `nil` when this build cannot sync.
    public func syncStatus() -> SyncStatusViewModel? {
        guard let publisher else { return nil }
        return SyncStatusViewModel(
            syncDirectory: SyncDirectory(directory: directory, publisher: publisher, store: localStore), words: words)
    }
}
