import Domain
import Observation

/// One merchant: its offers with where each figure came from, every location by distance, links, and the
/// favourite mark.
@MainActor @Observable
public final class MerchantDetailViewModel {
    /// The screen as it stands; read it after each input and after `waitUntilIdle()`.
    public private(set) var state = MerchantDetailViewState()
    @ObservationIgnored private var intents = IntentQueue<MerchantDetailIntent>()
    @ObservationIgnored private let merchantID: MerchantID
    @ObservationIgnored private let position: Coordinate?
    @ObservationIgnored private let getDetail: GetMerchantDetail
    @ObservationIgnored private let favourites: Favourites
    @ObservationIgnored private let work = RunningWork()

    /// The language the state's sentences are in, handed over by the composition root.
    public let words: Words

    /// - Parameter position: the user's position, for distances and the order of locations.
    public init(
        merchantID: MerchantID, position: Coordinate?, getDetail: GetMerchantDetail, favourites: Favourites,
        words: Words = .english
    ) {
        self.words = words
        self.merchantID = merchantID
        self.position = position
        self.getDetail = getDetail
        self.favourites = favourites
        state = MerchantDetailViewState(title: words("detail.title"), screenWords: ScreenWords(words))
    }

    /// The navigation asked for since the last call, oldest first; each intent is returned once.
    public func takeIntents() -> [MerchantDetailIntent] {
        intents.take()
    }

    /// Returns when every load this screen started has finished.
    public func waitUntilIdle() async { await work.waitUntilIdle() }

    /// The screen is shown: loads the merchant the first time.
    public func screenAppeared() {
        guard state.phase == .idle else { return }
        load()
    }

    /// Loads again after a failure.
    public func retryTapped() {
        guard case .failed = state.phase else { return }
        load()
    }

    /// Marks or unmarks the merchant as a favourite; the mark changes once the store has it.
    public func favouriteToggled() {
        guard state.phase == .loaded else { return }
        let (favourites, id) = (self.favourites, merchantID)
        work.start("favourite") { [weak self] in
            do throws(LocalStoreError) {
                let isFavourite = try await favourites.toggle(id)
                self?.state.isFavourite = isFavourite
                self?.state.favouriteError = nil
            } catch {
                self?.state.favouriteError = ErrorMessages.sentence(for: error, words: self?.words ?? .english)
            }
        }
    }

    /// Scrolls the body by lines (negative is up), from the top to about the end of the content.
    public func scrolled(by lines: Int) {
        // The renderer knows the exact height at a width and clamps to it; this bound (offers may take two lines
        // each, plus headings and links) only keeps scrolling back up from taking more presses than going down.
        let contentLines = state.offers.count * 2 + state.places.count + 8
        state.scrollOffset = min(max(0, state.scrollOffset + lines), contentLines)
    }

    /// Esc: stops any load and asks to leave.
    public func backTapped() {
        work.cancelAll()
        intents.append(.back)
    }

    private func load() {
        state.phase = .loading
        state.isNotFound = false
        let (getDetail, favourites, id, position) = (self.getDetail, self.favourites, merchantID, self.position)
        work.load(
            "load",
            fetch: { () async throws(DirectoryError) in
                let detail = try await getDetail(id, near: position)
                return (detail, (try? await favourites.contains(id)) ?? false)
            },
            arrived: { [weak self] result in
                switch result {
                case .success((let detail, let isFavourite)):
                    guard let self else { return }
                    state = MerchantDetailViewState(detail, isFavourite: isFavourite, words: words)
                case .failure(let error):
                    self?.state.phase = .failed(ErrorMessages.sentence(for: error, words: self?.words ?? .english))
                    self?.state.isNotFound = if case .merchantNotFound = error { true } else { false }
                }
            })
    }
}
