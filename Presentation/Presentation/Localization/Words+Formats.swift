import Domain
import Foundation

/// The words every front end shares for a merchant's values: offers, kinds, sources, sizes, the footer's day.
extension Words {
    /// A percentage as the language writes one, with no trailing zeros: "6%", "6,5 %" (Spanish spaces it), "0.01%".
    public func percent(_ discount: Discount) -> String {
        let fraction = Double(discount.basisPoints.magnitude) / 10_000
        return fraction.formatted(.percent.precision(.fractionLength(0...2)).locale(language.locale))
    }

    /// "6% off", "1.5% fee"; `nil` for no discount, which rows leave blank.
    public func discount(_ discount: Discount?) -> String? {
        guard let discount, discount != .zero else { return nil }
        return self(discount.isFee ? "offer.fee" : "offer.discount", percent(discount))
    }

    /// What a gift-card offer switched off says in place of its discount.
    public var unavailableOffer: String { self("offer.unavailable") }

    /// The words for a payment method and type: "Dash · shops", "Gift card · online".
    public func merchantKind(_ method: PaymentMethod, _ type: MerchantType) -> String {
        let payment = method == .dash ? "Dash" : self("kind.gift-card")
        let place =
            switch type {
            case .online: self("kind.online")
            case .physical: self("kind.shops")
            case .both: self("kind.online-and-shops")
            }
        return "\(payment) · \(place)"
    }

    /// Where an offer's discount came from, in words.
    public func source(_ source: OfferSource) -> String {
        switch source {
        case .live: self("offer.source.live")
        case .snapshot: self("offer.source.snapshot")
        case .default: self("offer.source.default")
        }
    }

    /// "and 998,999 more locations": what a list of a merchant's kept locations adds for the rest of them.
    public func moreLocations(_ value: Int) -> String {
        count(value, "count.more-locations")
    }

    /// "1.2 MB", "340 KB", "12 bytes", in powers of 1000.
    public func bytes(_ count: Int64) -> String {
        if count < 1000 { return self.count(Int(count), "count.bytes") }
        if count < 1_000_000 { return "\(number(Int(count / 1000))) KB" }
        return "\(decimal(Double(count) / 1_000_000)) MB"
    }

    /// The sentence a page's footer ends with: the day the directory was updated, or that the directory does not say.
    public func updatedSentence(_ snapshot: SnapshotInfo) -> String {
        guard let version = snapshot.version, snapshot.isVersionDated else { return self("footer.undated") }
        return self("footer.updated", day(version.date))
    }
}
