import GRDB
import SnapshotFile

/// The built-in sample's ATMs: machines in the sample's cities, named after the shops that host them (as real
/// directories name them), with the makers real machines have. No source is recorded: nobody listed them.
enum ShowcaseATMs {
    static func write(_ db: Database, count: Int, seed: UInt64) throws {
        var random = SplitMix64(seed: seed ^ 0xA7A7)
        let statement = try db.makeStatement(
            sql: """
                INSERT INTO atm (name, manufacturer, type, address1, address2, city, territory, latitude, longitude,
                  phone, googleMaps, sourceId, active)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
                """)
        for index in 0..<count {
            let city = random.pick(ShowcaseCities.weighted)
            var row = MerchantRow(id: 0, merchantID: "", name: nil, paymentMethod: nil, type: nil)
            (row.latitude, row.longitude) = city.place.position(using: &random)
            let lines = city.addressLines(&random)
            try statement.execute(arguments: [
                random.pick(city.names).name(&random), random.pick(["General Bytes", "Lamassu", "BitAccess"]),
                random.pick(["Buy Only", "Sell Only", "Buy and Sell", "Buy Only"]), lines[0], lines[1],
                city.place.city, city.place.territory, row.latitude, row.longitude,
                random.chance(0.6) ? city.phone(&random) : nil, SamplePlace.mapLink(row), String(index + 1),
            ])
        }
    }
}
