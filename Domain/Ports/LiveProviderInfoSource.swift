/// A gift-card provider's API, asked for what it offers for a merchant right now.
public protocol LiveProviderInfoSource: Sendable {
    /// Live information for the merchant from this provider, or `nil` when the provider does not know it.
    func liveInfo(for merchant: MerchantID, from provider: GiftCardProvider)
        async throws(LiveInfoError) -> LiveProviderInfo?
}
