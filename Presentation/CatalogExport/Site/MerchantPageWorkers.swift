import Domain
import Foundation

/// Pages rendered and written by worker tasks, one per core: merchant pages while the caller reads the directory
/// and keeps the lists, the places and the search index in order, then the pages of the merchant lists.
///
/// Pages are independent files, so their order does not matter. Each worker has a ``SiteContext`` of its own (its
/// own libxml2 writer and buffer, one page at a time) and takes chunks of pages from a queue of its own (``HandOver``); the caller
/// hands chunks round the workers and waits once two per worker are outstanding, so memory stays flat.
struct MerchantPageWorkers {
    /// A page to render, and the path to write it to.
    enum Page: Sendable {
        /// A merchant, with its territories (``Domain/Merchant/territories``, worked out once for the page and the lists).
        case merchant(Merchant, territories: [String], path: String)
        case list(MerchantListPage.Listing, number: Int, path: String)

        func render(site: SiteContext) throws(CatalogError) -> (path: String, page: Data) {
            switch self {
            case .merchant(let merchant, let territories, let path):
                (path, try MerchantPage.render(merchant, territories: territories, path: path, site: site))
            case .list(let listing, let number, let path):
                (path, try MerchantListPage.render(listing, page: number, path: path, site: site))
            }
        }
    }

    /// How many pages a chunk holds: enough to make handing over cheap, few enough to keep the workers even.
    static let chunkSize = 32

    private let feeds: [HandOver<[Page]>]
    private let done: HandOver<CatalogError?>
    private var chunk: [Page] = []
    private var outstanding = 0
    private var next = 0

    /// Runs `body` with `count` workers writing into `output`, then waits for every page; the first failure of a
    /// worker is thrown.
    static func run(
        count: Int, plan: SiteContext.Plan, output: some CatalogOutput,
        body: (inout MerchantPageWorkers) async throws(CatalogError) -> Void
    ) async throws(CatalogError) {
        let report = HandOver<CatalogError?>()
        var workers = MerchantPageWorkers(feeds: (0..<max(1, count)).map { _ in HandOver() }, done: report)
        let outcome = await withTaskGroup(of: Void.self) { group in
            for feed in workers.feeds {
                group.addTask {
                    let site = Result(catching: { () throws(CatalogError) in try SiteContext(plan) })
                    while let chunk = await feed.take() {
                        do throws(CatalogError) {
                            let site = try site.get()
                            for page in chunk {
                                let (path, data) = try page.render(site: site)
                                try output.write(data, to: path)
                            }
                            report.put(nil)
                        } catch {
                            report.put(error)
                        }
                    }
                }
            }
            let outcome = await Result { () async throws(CatalogError) in
                try await body(&workers)
                try await workers.finish()
            }
            for feed in workers.feeds { feed.close() }
            return outcome
        }
        try outcome.get()
    }

    /// Queues a page; a full chunk goes to the next worker. Once the task is cancelled every page is handed over and
    /// waited for at once, so that an output refusing writes after a cancel stops the site within a merchant.
    mutating func add(_ page: Page) async throws(CatalogError) {
        chunk.append(page)
        if Task.isCancelled {
            try await finish()
        } else if chunk.count >= Self.chunkSize {
            try await send()
        }
    }

    private mutating func send() async throws(CatalogError) {
        guard !chunk.isEmpty else { return }
        if outstanding >= feeds.count * 2 { try await awaitOne() }
        feeds[next % feeds.count].put(chunk)
        chunk.removeAll(keepingCapacity: true)
        next += 1
        outstanding += 1
    }

    /// Sends the last chunk and waits until every page is written.
    private mutating func finish() async throws(CatalogError) {
        try await send()
        while outstanding > 0 { try await awaitOne() }
    }

    private mutating func awaitOne() async throws(CatalogError) {
        let report = await done.take()
        outstanding -= 1
        if let error = report ?? nil { throw error }
    }
}

extension Result where Failure == CatalogError {
    /// The outcome of `body`, awaited.
    fileprivate init(_ body: () async throws(CatalogError) -> Success) async {
        do throws(CatalogError) {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
