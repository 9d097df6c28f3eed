import Domain
import Presentation
import TextUI

/// The catalog export screen: the export runs on while the screen stays live.
extension CatalogExportViewModel: NavigableScreen {
    public var screenName: String { "export" }

    public func handle(_ key: Key) -> KeyOutcome { KeyMap.send(key, to: self) }

    public func frame(size: TerminalSize, theme: Theme) -> Frame { TextRenderer.frame(state, size: size, theme: theme) }

    public func keyHelp() -> KeyHelp { KeyMap.keyHelp(for: self) }

    public func cancelJobs() { cancelTapped() }

    public func carryOutIntents(on navigator: Navigator) -> Bool {
        let intents = takeIntents()
        for intent in intents {
            switch intent {
            case .back: navigator.pop()
            }
        }
        return !intents.isEmpty
    }
}

extension ScreenFactory {
    /// `nil` when there is nowhere to export to, or no catalog to export.
    public func catalogExport() -> CatalogExportViewModel? {
        guard let exporter, let buildCatalog else { return nil }
        return CatalogExportViewModel(
            territory: nil, destination: exportDestination, buildCatalog: buildCatalog, exporter: exporter, words: words
        )
    }
}
