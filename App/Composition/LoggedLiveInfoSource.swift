import Domain
import Logging
import Presentation

/// A live source that logs each fallback: when a provider's API fails, the offer shown is the snapshot's, and one line
/// at `notice` level says which provider and why. The terminal, the served pages and `explore show` all ask through
/// it, so no fallback goes unsaid.
struct LoggedLiveInfoSource: LiveProviderInfoSource {
    let base: any LiveProviderInfoSource
    let logger: Logger

    func liveInfo(for merchant: MerchantID, from provider: GiftCardProvider)
        async throws(LiveInfoError) -> LiveProviderInfo?
    {
        do {
            return try await base.liveInfo(for: merchant, from: provider)
        } catch {
            logger.notice(
                "Live info unavailable; using the snapshot",
                metadata: [
                    "provider": "\(provider.rawValue)", "merchant": "\(merchant.rawValue)",
                    "reason": "\(ErrorMessages.sentence(for: error))",
                ])
            throw error
        }
    }
}
