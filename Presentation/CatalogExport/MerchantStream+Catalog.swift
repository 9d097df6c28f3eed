import Domain

extension MerchantStream.Iterator {
    /// The next merchant, with a directory failure reported as a catalog error.
    mutating func nextMerchant() async throws(CatalogError) -> Merchant? {
        do {
            return try await next()
        } catch {
            throw .directory(error)
        }
    }
}
