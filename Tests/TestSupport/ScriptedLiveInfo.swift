import Domain

/// A ``LiveProviderInfoSource`` that answers from a table the test writes: an answer, `nil`, or an error.
public actor ScriptedLiveInfo: LiveProviderInfoSource {
    private var answers: [GiftCardProvider: Result<LiveProviderInfo?, LiveInfoError>]
    public private(set) var requests: [(MerchantID, GiftCardProvider)] = []

    public init(_ answers: [GiftCardProvider: Result<LiveProviderInfo?, LiveInfoError>] = [:]) {
        self.answers = answers
    }

    public func liveInfo(for merchant: MerchantID, from provider: GiftCardProvider)
        async throws(LiveInfoError) -> LiveProviderInfo?
    {
        requests.append((merchant, provider))
        return try (answers[provider] ?? .success(nil)).get()
    }
}
