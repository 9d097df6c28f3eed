import Domain
import Observation

/// The merchants the user marked as favourites, with distances when a location is chosen; opening one shows its
/// detail, where the mark can be taken off.
@MainActor @Observable
public final class FavouritesViewModel {
    /// The screen as it stands; read it after each input and after `waitUntilIdle()`.
    public private(set) var state = FavouritesViewState()
    @ObservationIgnored private var intents = IntentQueue<FavouritesIntent>()
    @ObservationIgnored private let position: Coordinate?
    @ObservationIgnored private let favouriteMerchants: FavouriteMerchants
    @ObservationIgnored private let work = RunningWork()

    /// The language the state's sentences are in, handed over by the composition root.
    public let words: Words

    /// - Parameter position: the user's position, for distances.
    public init(position: Coordinate?, favouriteMerchants: FavouriteMerchants, words: Words = .english) {
        self.words = words
        self.position = position
        self.favouriteMerchants = favouriteMerchants
        state.screenWords = ScreenWords(words)
    }

    /// The navigation asked for since the last call, oldest first; each intent is returned once.
    public func takeIntents() -> [FavouritesIntent] {
        intents.take()
    }

    /// Returns when every load this screen started has finished.
    public func waitUntilIdle() async { await work.waitUntilIdle() }

    /// The screen is shown, first or back from a merchant (whose mark may have changed): reads the favourites.
    public func screenAppeared() {
        load()
    }

    /// Reads the favourites again after a failure.
    public func retryTapped() {
        guard case .failed = state.phase else { return }
        load()
    }

    /// Moves the highlight by rows (negative is up), stopping at the ends.
    public func selectionMoved(by offset: Int) {
        guard let index = state.selectedIndex else { return }
        state.selectedIndex = min(max(0, index + offset), state.rows.count - 1)
    }

    /// A row was opened.
    public func merchantSelected(at index: Int) {
        guard state.rows.indices.contains(index) else { return }
        state.selectedIndex = index
        intents.append(.showMerchant(state.rows[index].id))
    }

    /// Esc: asks to leave.
    public func backTapped() {
        work.cancelAll()
        intents.append(.back)
    }

    private func load() {
        if state.phase == .idle { state.phase = .loading }
        let (favouriteMerchants, position) = (self.favouriteMerchants, self.position)
        work.load(
            "load", fetch: { () async throws(FavouritesError) in try await favouriteMerchants(near: position) },
            arrived: { [weak self] in self?.arrived($0) })
    }

    private func arrived(_ result: Result<FavouriteList, FavouritesError>) {
        switch result {
        case .success(let list):
            let selectedID = state.selectedIndex.flatMap { state.rows.indices.contains($0) ? state.rows[$0].id : nil }
            state.rows = list.merchants.map { MerchantRow($0, isFavourite: true, words: words) }
            state.selectedIndex =
                state.rows.isEmpty
                ? nil
                : state.rows.firstIndex { $0.id == selectedID }
                    ?? min(
                        state.selectedIndex ?? 0, state.rows.count - 1)
            state.phase =
                state.rows.isEmpty
                ? .empty(words("favourites.none")) : .loaded
            state.countText = state.rows.isEmpty ? "" : words.count(state.rows.count, "count.favourites")
            // Said once: the first list read after a sync took them away.
            state.missingText =
                list.newlyMissing == 0
                ? nil
                : words.count(list.newlyMissing, "count.favourites-missing")
        case .failure(let error):
            state.rows = []
            state.selectedIndex = nil
            state.phase = .failed(ErrorMessages.sentence(for: error, words: words))
            state.countText = ""
            state.missingText = nil
        }
    }
}
