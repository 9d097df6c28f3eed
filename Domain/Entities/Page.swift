/// A slice of a result list, with the size of the whole list.
public struct Page<Item: Hashable & Sendable>: Hashable, Sendable {
    public var items: [Item]
    /// How many items the whole list holds, across all pages.
    public var total: Int
    public var request: PageRequest

    public init(items: [Item], total: Int, request: PageRequest) {
        self.items = items
        self.total = total
        self.request = request
    }

    /// The page `request` asks for of `all`, the whole list, with its size as the total.
    public init(slicing all: [Item], request: PageRequest) {
        self.init(items: Array(all.dropFirst(request.offset).prefix(request.limit)), total: all.count, request: request)
    }

    /// Whether items follow this page.
    public var hasMore: Bool { request.offset + items.count < total }

    public static func empty(_ request: PageRequest = .first) -> Page { Page(items: [], total: 0, request: request) }
}
