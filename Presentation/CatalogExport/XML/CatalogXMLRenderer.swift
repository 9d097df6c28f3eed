import Domain
import Foundation
import Presentation

/// Writes a catalog as one XML document described by ``CatalogSchema``, streamed so memory stays flat.
///
/// The document goes to `catalog.xml` and the schema beside it to `catalog.xsd`. Merchants come in the
/// stream's order (name ignoring case, then id); offers redeemed by URL are left out, as the apps never show them.
/// ATMs, when the catalog has any, follow in an `atms` element.
public struct CatalogXMLRenderer: Sendable {
    /// The file name of the document inside the output folder.
    public static let fileName = "catalog.xml"

    /// A renderer; it holds no state, so one can render any number of catalogs.
    public init() {}

    /// Writes `catalog.xml` and `catalog.xsd` into `output`, reporting progress after each merchant.
    public func render(
        _ catalog: Catalog, to output: some CatalogOutput, progress: CatalogProgressHandler? = nil
    ) async throws(CatalogError) {
        try output.write(CatalogSchema.data, to: CatalogSchema.fileName)
        let writer = try XMLStreamWriter(sink: try output.openFile(at: Self.fileName))
        let summary = catalog.summary
        try writer.startDocument()
        try writer.startElement("catalog", namespace: CatalogSchema.namespace)
        try writer.attribute("schemaVersion", String(summary.snapshot.schemaVersion))
        if let version = summary.snapshot.version { try writer.attribute("snapshotVersion", String(version.timestamp)) }
        try writer.attribute("merchantCount", String(summary.merchantCount))
        try writer.attribute("locationCount", String(summary.locationCount))
        if let territory = catalog.territory { try writer.attribute("territory", territory) }
        try writer.startElement("territories")
        for territory in summary.territories where catalog.territory == nil || catalog.territory == territory.name {
            try writer.startElement("territory")
            try writer.attribute("name", territory.name)
            try writer.attribute("merchantCount", String(territory.merchantCount))
            try writer.endElement()
        }
        try writer.endElement()
        try writer.startElement("merchants")
        var merchants = catalog.merchants.makeAsyncIterator()
        var written = 0
        while let merchant = try await merchants.nextMerchant() {
            try Self.write(merchant, with: writer)
            try writer.flush()
            written += 1
            progress?(CatalogProgress(written: written, total: summary.merchantCount))
        }
        try writer.endElement()
        if !catalog.atms.isEmpty {
            try writer.startElement("atms")
            for atm in catalog.atms {
                try Self.write(atm, with: writer)
                try writer.flush()
            }
            try writer.endElement()
        }
        try writer.endDocument()
    }

    private static func write(_ atm: ATM, with writer: XMLStreamWriter) throws(CatalogError) {
        try writer.startElement("atm")
        try writer.attribute("id", String(atm.id))
        if let type = atm.type { try writer.attribute("type", type.rawValue) }
        try writer.element("name", text: atm.name)
        if let manufacturer = atm.manufacturer { try writer.element("manufacturer", text: manufacturer) }
        if let website = atm.website { try writer.element("website", text: website.address) }
        try write(atm.location, with: writer)
        try writer.endElement()
    }

    private static func write(_ merchant: Merchant, with writer: XMLStreamWriter) throws(CatalogError) {
        try writer.startElement("merchant")
        try writer.attribute("id", merchant.id.rawValue)
        try writer.attribute("type", merchant.type.rawValue)
        try writer.attribute("paymentMethod", merchant.paymentMethod.rawValue)
        if let type = merchant.denominationsType { try writer.attribute("denominationsType", type.rawValue) }
        if let redeem = merchant.redeemType, redeem != .url { try writer.attribute("redeemType", redeem.rawValue) }
        if let discount = merchant.discount {
            try writer.attribute("discountBasisPoints", String(discount.basisPoints))
        }
        // Only a merchant with more locations than it carries (``Domain/KeptLocations``) says how many it has.
        if merchant.locationCount > merchant.locations.count {
            try writer.attribute("locationCount", String(merchant.locationCount))
        }
        try writer.element("name", text: merchant.name)
        if let website = merchant.website { try writer.element("website", text: website.address) }
        if let phone = merchant.phone { try writer.element("phone", text: phone) }
        for location in merchant.locations { try write(location, with: writer) }
        for offer in merchant.offers where offer.redeemType != .url {
            try writer.startElement("offer")
            try writer.attribute("provider", offer.provider.rawValue)
            try writer.attribute("discountBasisPoints", String(offer.discount.basisPoints))
            try writer.attribute("active", offer.isActive ? "true" : "false")
            if let type = offer.denominationsType { try writer.attribute("denominationsType", type.rawValue) }
            if let redeem = offer.redeemType { try writer.attribute("redeemType", redeem.rawValue) }
            try writer.endElement()
        }
        try writer.endElement()
    }

    private static func write(_ location: Location, with writer: XMLStreamWriter) throws(CatalogError) {
        try writer.startElement("location")
        try writer.attribute("id", String(location.id))
        if let coordinate = location.coordinate {
            try writer.attribute("latitude", CoordinateText.decimal(coordinate.latitude))
            try writer.attribute("longitude", CoordinateText.decimal(coordinate.longitude))
        }
        for line in location.addressLines.prefix(4) { try writer.element("addressLine", text: line) }
        if let city = location.city { try writer.element("city", text: city) }
        if let territory = location.territory { try writer.element("territory", text: territory) }
        if let phone = location.phone { try writer.element("phone", text: phone) }
        if let map = location.mapLink { try writer.element("mapLink", text: map.address) }
        try writer.endElement()
    }
}
