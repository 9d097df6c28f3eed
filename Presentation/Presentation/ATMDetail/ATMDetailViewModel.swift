import Domain
import Observation

/// One ATM: what it does, who made it, where it is and how far, and how to reach its operator.
@MainActor @Observable
public final class ATMDetailViewModel {
    /// The screen as it stands; read it after each input and after `waitUntilIdle()`.
    public private(set) var state = ATMDetailViewState()
    @ObservationIgnored private var intents = IntentQueue<ATMDetailIntent>()
    @ObservationIgnored private let atmID: Int64
    @ObservationIgnored private let position: Coordinate?
    @ObservationIgnored private let getDetail: GetATMDetail
    @ObservationIgnored private let work = RunningWork()

    /// The language the state's sentences are in, handed over by the composition root.
    public let words: Words

    /// - Parameter position: the user's position, for the distance.
    public init(atmID: Int64, position: Coordinate?, getDetail: GetATMDetail, words: Words = .english) {
        self.words = words
        self.atmID = atmID
        self.position = position
        self.getDetail = getDetail
        state = ATMDetailViewState(title: words("atm.title"), screenWords: ScreenWords(words))
    }

    /// The navigation asked for since the last call, oldest first; each intent is returned once.
    public func takeIntents() -> [ATMDetailIntent] {
        intents.take()
    }

    /// Returns when every load this screen started has finished.
    public func waitUntilIdle() async { await work.waitUntilIdle() }

    /// The screen is shown: loads the ATM the first time.
    public func screenAppeared() {
        guard state.phase == .idle else { return }
        load()
    }

    /// Loads again after a failure.
    public func retryTapped() {
        guard case .failed = state.phase else { return }
        load()
    }

    /// Esc: stops any load and asks to leave.
    public func backTapped() {
        work.cancelAll()
        intents.append(.back)
    }

    private func load() {
        state.phase = .loading
        state.isNotFound = false
        let (getDetail, id, position) = (self.getDetail, atmID, self.position)
        work.load(
            "load", fetch: { () async throws(DirectoryError) in try await getDetail(id, near: position) },
            arrived: { [weak self] result in
                switch result {
                case .success(let listing):
                    guard let self else { return }
                    state = ATMDetailViewState(listing, words: words)
                case .failure(let error):
                    self?.state.phase = .failed(ErrorMessages.sentence(for: error, words: self?.words ?? .english))
                    self?.state.isNotFound = if case .atmNotFound = error { true } else { false }
                }
            })
    }
}
