import Presentation
import TextUI

/// One screen on the navigator's stack: a view model, and how to draw it.
@MainActor
enum Screen {
    case merchantList(MerchantListViewModel)
    case merchantDetail(MerchantDetailViewModel)
    case filters(FiltersViewModel)
    case territories(TerritoriesViewModel)
    case syncStatus(SyncStatusViewModel)
    case catalogExport(CatalogExportViewModel)
    case atmList(ATMListViewModel)
    case atmDetail(ATMDetailViewModel)

    /// A short name for tests and logs.
    var name: String {
        switch self {
        case .merchantList: "list"
        case .merchantDetail: "detail"
        case .filters: "filters"
        case .territories: "territories"
        case .syncStatus: "sync"
        case .catalogExport: "export"
        case .atmList: "atms"
        case .atmDetail: "atm"
        }
    }

    /// Tells the view model it is on top again (first shown, or uncovered by a pop).
    func appeared() {
        switch self {
        case .merchantList(let model): model.screenAppeared()
        case .merchantDetail(let model): model.screenAppeared()
        case .territories(let model): model.screenAppeared()
        case .syncStatus(let model): model.screenAppeared()
        case .atmList(let model): model.screenAppeared()
        case .atmDetail(let model): model.screenAppeared()
        case .filters, .catalogExport: break
        }
    }

    /// Returns once the screen's loading has finished, without waiting for a sync or an export under way: those go
    /// on while the interactive mode takes keys and redraws as their progress arrives.
    func waitUntilSettled() async {
        switch self {
        case .syncStatus(let model): await model.waitUntilSettled()
        case .catalogExport(let model): await model.waitUntilSettled()
        default: await waitUntilIdle()
        }
    }

    /// Cancels a sync or an export under way (the program is quitting); they leave the old files as they were.
    func cancelJobs() {
        switch self {
        case .syncStatus(let model): model.cancelTapped()
        case .catalogExport(let model): model.cancelTapped()
        default: break
        }
    }

    /// Returns once all the screen's work has finished, a sync or an export included.
    func waitUntilIdle() async {
        switch self {
        case .merchantList(let model): await model.waitUntilIdle()
        case .merchantDetail(let model): await model.waitUntilIdle()
        case .territories(let model): await model.waitUntilIdle()
        case .syncStatus(let model): await model.waitUntilIdle()
        case .catalogExport(let model): await model.waitUntilIdle()
        case .atmList(let model): await model.waitUntilIdle()
        case .atmDetail(let model): await model.waitUntilIdle()
        case .filters: break
        }
    }

    /// The screen's frame.
    func frame(size: TerminalSize, theme: Theme) -> Frame {
        switch self {
        case .merchantList(let model): TextRenderer.frame(model.state, size: size, theme: theme)
        case .merchantDetail(let model): TextRenderer.frame(model.state, size: size, theme: theme)
        case .filters(let model): TextRenderer.frame(model.state, size: size, theme: theme)
        case .territories(let model): TextRenderer.frame(model.state, size: size, theme: theme)
        case .syncStatus(let model): TextRenderer.frame(model.state, size: size, theme: theme)
        case .catalogExport(let model): TextRenderer.frame(model.state, size: size, theme: theme)
        case .atmList(let model): TextRenderer.frame(model.state, size: size, theme: theme)
        case .atmDetail(let model): TextRenderer.frame(model.state, size: size, theme: theme)
        }
    }
}
