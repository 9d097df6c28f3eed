import Domain
import Foundation

extension CompositionRoot {
    /// `explore search`: one page of merchants, as text or JSON.
    func runSearch(_ query: MerchantQuery, format: OutputFormat) async throws {
        let directory = try await openDirectory()
        let page = try await SearchMerchants(directory: directory)(query)
        logger.info("Search", metadata: ["total": "\(page.total)", "shown": "\(page.items.count)"])
        switch format {
        case .json: output(try JSONOutput.string(SearchJSON(page)))
        case .text: printLines(try adapters.renderMerchantList(page, query, renderOptions))
        }
    }

    /// `explore show`: one merchant's detail, as text or JSON.
    func runShow(_ id: MerchantID, near position: Coordinate?, format: OutputFormat) async throws {
        let directory = try await openDirectory()
        let detail = try await GetMerchantDetail(directory: directory, liveInfo: adapters.liveInfo())(
            id, near: position)
        for (provider, failure) in detail.liveFailures {
            logger.notice(
                "Live info unavailable; using the snapshot",
                metadata: ["provider": "\(provider.rawValue)", "reason": "\(ErrorSentences.sentence(for: failure))"])
        }
        switch format {
        case .json: output(try JSONOutput.string(MerchantDetailJSON(detail)))
        case .text: printLines(try adapters.renderMerchantDetail(detail, renderOptions))
        }
    }
}
