import Domain
import Foundation

/// Display-ready words and numbers in English, the same on every machine (goldens and logs must not vary), distances
/// in the unit the run was told (``DistanceUnit``); ``Words`` says them in a reader's language.
public enum Formats {
    /// The distance in the reader's unit (``DistanceUnit/current``): "850 m", "3.0 km", "1,234 km" for kilometres,
    /// "500 ft", "0.5 mi", "12 mi" for miles (``DistanceUnit/text(_:in:)``).
    public static func distance(_ distance: Distance) -> String { Words.english.distance(distance) }

    /// A radius in the reader's unit, without a ".0": "30 km", "2 km", "32.2 km"; "20 mi".
    public static func radius(_ radius: Distance) -> String { Words.english.radius(radius) }

    /// "1 location", "3 locations"; the plural is the noun with an "s" unless given.
    public static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
        "\(grouped(value)) \(value == 1 ? noun : plural ?? noun + "s")"
    }

    /// "and 998,999 more locations": what a list of a merchant's kept locations adds for the rest of them (the
    /// detail screen and the catalog's pages alike).
    public static func moreLocations(_ value: Int) -> String { Words.english.moreLocations(value) }

    /// 1234567 → "1,234,567".
    public static func grouped(_ value: some BinaryInteger) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// What a gift-card offer switched off says in place of its discount, on the detail screen and the catalog's page
    /// alike (``Domain/Merchant/giftCardOffers`` decides which offers are told about).
    public static let unavailableOffer = Words.english.unavailableOffer

    /// "6% off", "1.5% fee"; `nil` for no discount, which rows leave blank.
    public static func discount(_ discount: Discount?) -> String? { Words.english.discount(discount) }

    /// "2026-11-22 04:16 UTC": dates are shown in UTC so every reader sees the same time.
    public static func date(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d UTC", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
            parts.hour ?? 0, parts.minute ?? 0)
    }

    /// "1.2 MB", "340 KB", "12 bytes", in powers of 1000.
    public static func bytes(_ count: Int64) -> String { Words.english.bytes(count) }

    /// The words for a payment method and type: "Dash · shops", "Gift card · online".
    public static func merchantKind(_ method: PaymentMethod, _ type: MerchantType) -> String {
        Words.english.merchantKind(method, type)
    }

    /// A phone number as the directory holds it, or `nil` when it holds no digit ("-", "n/a"): a placeholder is
    /// not a number to call.
    public static func phone(_ phone: String?) -> String? {
        guard let phone, phone.contains(where: \.isNumber) else { return nil }
        return phone
    }

    /// Where an offer's discount came from, in words.
    public static func source(_ source: OfferSource) -> String { Words.english.source(source) }

    /// The sentence a site's or a served page's footer ends with: the day the directory was updated (its snapshot's version), or that the directory
    /// does not say. A reader wants the day; the version's number is for `explore doctor`.
    public static func updatedSentence(_ snapshot: SnapshotInfo) -> String { Words.english.updatedSentence(snapshot) }

    /// "1 January 2026": the day in UTC, so that every reader of the site sees the same day.
    public static func day(_ date: Date) -> String { Words.english.day(date) }
}
