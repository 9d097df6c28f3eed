import Domain
import Presentation
import TextUI

/// The catalog export screen: the export runs on while the screen stays live.
extension CatalogExportViewModel: NavigableScreen {
    var screenName: String { "export" }

    func handle(_ key: Key) -> KeyOutcome { KeyMap.send(key, to: self) }

    func frame(size: TerminalSize, theme: Theme) -> Frame { TextRenderer.frame(state, size: size, theme: theme) }

    func keyHelp() -> KeyHelp { KeyMap.keyHelp(for: self) }

    func cancelJobs() { cancelTapped() }

    func carryOutIntents(on navigator: Navigator) -> Bool {
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
    /// `nil` when there is nowhere to export to.
    func catalogExport() -> CatalogExportViewModel? {
        guard let exporter else { return nil }
        return CatalogExportViewModel(
            territory: nil, destination: exportDestination, buildCatalog: BuildCatalog(directory: directory),
            exporter: exporter)
    }
}
