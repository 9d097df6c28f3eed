import Domain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Asks gift-card providers' HTTP APIs what they offer for a merchant right now (`GET {base}/merchants/{id}`,
/// answered in CTX's shape, ``CTXMerchantResponse``).
///
/// The detail screen waits for this, so it gives up quickly: a slow or broken provider costs at most `timeout`,
/// and ``GetMerchantDetail`` then shows the snapshot's offer instead.
public struct HTTPLiveInfoSource: LiveProviderInfoSource {
    /// Long enough for a provider on another continent, short enough that a person does not wait for nothing.
    public static let defaultTimeout: Duration = .seconds(3)
    /// A merchant record is a few kilobytes.
    static let maximumAnswerSize = 1024 * 1024

    private let endpoints: [GiftCardProvider: URL]
    private let headers: [String: String]
    private let session: URLSession
    private let timeout: Duration

    /// - Parameters:
    ///   - endpoints: each provider's API base URL; a provider without one is never asked.
    ///   - headers: sent with every request (an `Authorization` token, say).
    ///   - timeout: the longest a request may take, connection included.
    public init(
        endpoints: [GiftCardProvider: URL], headers: [String: String] = [:], timeout: Duration = defaultTimeout
    ) {
        self.endpoints = endpoints
        self.headers = headers
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        // A backstop: DeadlineRequest keeps the real deadline, because URLSession on Linux rounds it down.
        configuration.timeoutIntervalForRequest = TransportFailure.timeInterval(timeout).rounded(.up) + 1
        configuration.timeoutIntervalForResource = TransportFailure.timeInterval(timeout).rounded(.up) + 1
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    /// The provider's answer; `nil` when the provider has no endpoint here or does not know the merchant (404).
    public func liveInfo(for merchant: MerchantID, from provider: GiftCardProvider)
        async throws(LiveInfoError) -> LiveProviderInfo?
    {
        guard let base = endpoints[provider] else { return nil }
        let url = Self.merchantURL(base: base, id: merchant)
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let body: Data
        let response: URLResponse
        switch await DeadlineRequest.perform(request, in: session, timeout: timeout) {
        case .answered(let answer, let header): (body, response) = (answer, header)
        case .failed(let error): throw TransportFailure.liveInfoError(for: error, url: url)
        case .timedOut: throw .timedOut
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        switch status {
        case 200: break
        case 404: return nil
        default: throw .httpStatus(status)
        }
        guard body.count <= Self.maximumAnswerSize else { throw .malformed("the answer is \(body.count) bytes long") }
        return try CTXMerchantResponse.liveInfo(from: body, provider: provider)
    }

    /// `{base}/merchants/{id}`, the id escaped so that any text stays one path segment.
    static func merchantURL(base: URL, id: MerchantID) -> URL {
        let unreserved = CharacterSet(
            charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        let segment = id.rawValue.addingPercentEncoding(withAllowedCharacters: unreserved) ?? id.rawValue
        var text = base.absoluteString
        if !text.hasSuffix("/") { text += "/" }
        return URL(string: text + "merchants/" + segment) ?? base
    }
}
