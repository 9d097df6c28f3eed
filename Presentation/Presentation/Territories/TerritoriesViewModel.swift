import Domain
import Observation

/// Chooses the territory the merchant list is filtered by.
@MainActor @Observable
public final class TerritoriesViewModel {
    /// The screen as it stands; read it after each input and after `waitUntilIdle()`.
    public private(set) var state = TerritoriesViewState()
    @ObservationIgnored private var intents = IntentQueue<TerritoriesIntent>()
    @ObservationIgnored private var names: [String?] = []
    @ObservationIgnored private let selected: String?
    @ObservationIgnored private let listTerritories: ListTerritories
    @ObservationIgnored private let work = RunningWork()

    /// The language the state's sentences are in, handed over by the composition root.
    public let words: Words

    /// - Parameter selected: the territory the filters hold now (`nil`: any), highlighted when the list loads.
    public init(selected: String?, listTerritories: ListTerritories, words: Words = .english) {
        self.words = words
        self.selected = selected
        self.listTerritories = listTerritories
        state.screenWords = ScreenWords(words)
    }

    /// The navigation asked for since the last call, oldest first; each intent is returned once.
    public func takeIntents() -> [TerritoriesIntent] {
        intents.take()
    }

    /// Returns when every load this screen started has finished.
    public func waitUntilIdle() async { await work.waitUntilIdle() }

    /// The screen is shown: loads the territories the first time.
    public func screenAppeared() {
        guard state.phase == .idle else { return }
        load()
    }

    /// Loads again after a failure.
    public func retryTapped() {
        guard case .failed = state.phase else { return }
        load()
    }

    /// Moves the highlight by rows (negative is up), stopping at the ends.
    public func selectionMoved(by offset: Int) {
        guard let index = state.selectedIndex else { return }
        state.selectedIndex = min(max(0, index + offset), state.rows.count - 1)
    }

    /// A territory was chosen by name (`nil`: any territory), once the list has it: asks to close the list with it.
    /// A name the directory does not hold is ignored.
    public func territoryChosen(_ territory: String?) {
        guard let index = names.firstIndex(of: territory) else { return }
        state.selectedIndex = index
        intents.append(.chosen(territory))
    }

    /// Esc: asks to close the list and keep the choice as it was.
    public func backTapped() {
        work.cancelAll()
        intents.append(.back)
    }

    private func load() {
        state.phase = .loading
        let listTerritories = self.listTerritories
        work.load(
            "load", fetch: { () async throws(DirectoryError) in try await listTerritories() },
            arrived: { [weak self] in self?.arrived($0) })
    }

    private func arrived(_ result: Result<[Territory], DirectoryError>) {
        switch result {
        case .success(let territories):
            names = [nil] + territories.map(\.name)
            state.rows =
                [TerritoryRow(name: words("territories.any"), merchants: "", isChosen: selected == nil)]
                + territories.map {
                    TerritoryRow(
                        name: $0.name, merchants: words.count($0.merchantCount, "count.merchants"),
                        isChosen: $0.name == selected, territory: $0.name)
                }
            state.selectedIndex = names.firstIndex(of: selected) ?? 0
            state.phase = territories.isEmpty ? .empty(words("territories.none")) : .loaded
        case .failure(let error):
            names = []
            state.rows = []
            state.selectedIndex = nil
            state.phase = .failed(ErrorMessages.sentence(for: error, words: words))
        }
    }
}
