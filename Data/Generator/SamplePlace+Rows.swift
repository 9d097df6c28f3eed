import Foundation
import SnapshotFile

extension SamplePlace {
    /// Puts a shop somewhere within ``spread`` of the centre, with an address, a maps link and, now and then,
    /// the untidy values real files hold (a territory with a trailing space, a blank address line).
    func fill(_ row: inout MerchantRow, using random: inout SplitMix64) {
        (row.latitude, row.longitude) = position(using: &random)
        row.city = city
        row.territory = random.chance(0.02) ? territory + " " : territory
        row.addressLines = [
            "\(random.int(in: 1...2000)) \(random.pick(SampleVocabulary.words)) \(random.pick(["St", "Ave", "Blvd", "Calle"]))",
            random.chance(0.3) ? "Local \(random.int(in: 1...99))" : (random.chance(0.1) ? "   " : nil), nil, nil,
        ]
        row.googleMaps = Self.mapLink(row)
    }

    /// A point within ``spread`` of the centre, uniform over the disc, rounded to six decimals (about 10 cm).
    func position(using random: inout SplitMix64) -> (latitude: Double, longitude: Double) {
        let distance = spread * random.unit().squareRoot()
        let bearing = random.unit() * 2 * .pi
        let kilometresPerDegree = 111.32
        var latitude = self.latitude + distance * cos(bearing) / kilometresPerDegree
        var longitude =
            self.longitude + distance * sin(bearing) / (kilometresPerDegree * cos(self.latitude * .pi / 180))
        latitude = min(89.9, max(-89.9, latitude))
        if longitude > 180 { longitude -= 360 }
        if longitude < -180 { longitude += 360 }
        return ((latitude * 1e6).rounded() / 1e6, (longitude * 1e6).rounded() / 1e6)
    }

    /// The maps link generated rows carry.
    static func mapLink(_ row: MerchantRow) -> String {
        "https://maps.example.com/?q=\(row.latitude ?? 0),\(row.longitude ?? 0)"
    }
}
