import Foundation

/// Writes the site's sitemap: `sitemap.xml` is a sitemap index naming `sitemap-1.xml`, `sitemap-2.xml`, … of at most
/// 50,000 URLs each, the protocol's limit. Parts sit at the root because a sitemap may only list URLs under its own
/// folder.
final class SitemapWriter {
    static let namespace = "http://www.sitemaps.org/schemas/sitemap/0.9"
    static let urlsPerFile = 50_000

    private let base: String
    private let output: any CatalogOutput
    private var part: XMLStreamWriter?
    private var partCount = 0
    private var urlsInPart = 0

    /// A writer for a site published at `baseURL`, which must be `http` or `https` with no query or fragment
    /// (page paths are appended to it).
    init(baseURL: URL, output: any CatalogOutput) throws(CatalogError) {
        guard let scheme = baseURL.scheme?.lowercased(), scheme == "http" || scheme == "https", baseURL.host != nil,
            baseURL.query == nil, baseURL.fragment == nil
        else {
            throw .invalidOption("The sitemap base URL must be an http or https address with no query: \(baseURL)")
        }
        base = SiteContext.Plan.base(of: baseURL)
        self.output = output
    }

    /// Adds the page at `path` (relative to the site root).
    func add(_ path: String) throws(CatalogError) {
        if part == nil || urlsInPart == Self.urlsPerFile {
            try part?.endDocument()
            partCount += 1
            let writer = try XMLStreamWriter(sink: output.openFile(at: "sitemap-\(partCount).xml"))
            try writer.startDocument()
            try writer.startElement("urlset", namespace: Self.namespace)
            part = writer
            urlsInPart = 0
        }
        try part?.startElement("url")
        try part?.element("loc", text: base + path)
        try part?.endElement()
        urlsInPart += 1
        try part?.flush()
    }

    /// Closes the last part and writes `sitemap.xml`.
    func finish() throws(CatalogError) {
        try part?.endDocument()
        let index = try XMLStreamWriter(sink: output.openFile(at: SitePaths.sitemap))
        try index.startDocument()
        try index.startElement("sitemapindex", namespace: Self.namespace)
        for number in stride(from: 1, through: partCount, by: 1) {
            try index.startElement("sitemap")
            try index.element("loc", text: base + "sitemap-\(number).xml")
            try index.endElement()
        }
        try index.endDocument()
    }
}
