extension Territory {
    /// Every territory where at least one of `merchants` has a location, by name, each with how many of them have a
    /// location there (a merchant with several locations in one territory counts once).
    public static func all(of merchants: some Sequence<Merchant>) -> [Territory] {
        var counts: [String: Int] = [:]
        for merchant in merchants {
            for territory in merchant.territories { counts[territory, default: 0] += 1 }
        }
        return counts.map { Territory(name: $0.key, merchantCount: $0.value) }.sorted { $0.name < $1.name }
    }
}
