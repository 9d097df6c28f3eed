import Domain
import Foundation

/// Reads a provider's answer for one merchant, in the shape of CTX's `GET /merchants/{id}`, tolerantly.
///
/// Providers change field names and types over time, so every field is optional and several spellings are read:
/// `savingsPercentage` or `userDiscount` (a percentage, 6.5 meaning 6.5 %, as a number or a string);
/// `denominationsType` or the older `denominationType` (`fixed`, `min-max`); `denominations` as strings or numbers;
/// `minimumCardPurchase`/`maximumCardPurchase`. A field that cannot be read counts as missing, so the snapshot's
/// value stands in for it; only an answer that is not a JSON object is an error.
enum CTXMerchantResponse {
    static func liveInfo(from body: Data, provider: GiftCardProvider) throws(LiveInfoError) -> LiveProviderInfo {
        guard let parsed = try? JSONSerialization.jsonObject(with: body),
            var object = parsed as? [String: Any]
        else {
            throw .malformed("the answer is not a JSON object")
        }
        // Some gateways wrap the record: {"data": {...}}.
        if object["id"] == nil, let wrapped = object["data"] as? [String: Any] { object = wrapped }
        let amounts = (object["denominations"] as? [Any])?.compactMap(decimal) ?? []
        let type = (object["denominationsType"] ?? object["denominationType"]).flatMap(denominationsType)
        let minimum = object["minimumCardPurchase"].flatMap(decimal).flatMap(positive)
        let maximum = object["maximumCardPurchase"].flatMap(decimal).flatMap(positive)
        return LiveProviderInfo(
            provider: provider,
            isEnabled: object["enabled"].flatMap(bool),
            discount: (object["savingsPercentage"] ?? object["userDiscount"]).flatMap(decimal).map(discount),
            denominations: denominations(type: type, amounts: amounts, minimum: minimum, maximum: maximum),
            denominationsType: type)
    }

    /// Amounts when the answer names them: a list for fixed cards, a range for the others. For `min-max`, CTX
    /// puts the bounds in `minimumCardPurchase`/`maximumCardPurchase`, and older answers in `denominations`.
    private static func denominations(
        type: DenominationsType?, amounts: [Decimal], minimum: Decimal?, maximum: Decimal?
    ) -> Denominations? {
        switch type {
        case .fixed:
            return amounts.isEmpty ? nil : .fixed(amounts)
        case .minMax:
            let low = minimum ?? (amounts.count == 2 ? amounts.min() : nil)
            let high = maximum ?? (amounts.count == 2 ? amounts.max() : nil)
            guard let low, let high, low <= high else { return nil }
            return .range(min: low, max: high)
        case nil:
            if let minimum, let maximum, minimum <= maximum { return .range(min: minimum, max: maximum) }
            return amounts.isEmpty ? nil : .fixed(amounts)
        }
    }

    /// A percentage (6.5) as a discount in basis points (650), to the nearest basis point.
    private static func discount(_ percent: Decimal) -> Discount {
        var basisPoints = percent * 100
        var rounded = Decimal()
        NSDecimalRound(&rounded, &basisPoints, 0, .plain)
        return Discount(basisPoints: NSDecimalNumber(decimal: rounded).intValue)
    }

    private static func decimal(_ value: Any) -> Decimal? {
        switch value {
        case let text as String:
            return Decimal(string: text.trimmingCharacters(in: .whitespaces), locale: Locale(identifier: "en_US_POSIX"))
        case let number as NSNumber where !isBoolean(number):
            // Through the number's shortest text, so 6.5 stays 6.5 rather than 6.4999999….
            return Decimal(string: number.stringValue, locale: Locale(identifier: "en_US_POSIX"))
        default:
            return nil
        }
    }

    private static func bool(_ value: Any) -> Bool? {
        switch value {
        case let number as NSNumber: return number.intValue != 0
        case let text as String:
            switch text.lowercased() {
            case "true", "1", "yes": return true
            case "false", "0", "no": return false
            default: return nil
            }
        default: return nil
        }
    }

    private static func denominationsType(_ value: Any) -> DenominationsType? {
        guard let text = value as? String else { return nil }
        switch text.lowercased().trimmingCharacters(in: .whitespaces) {
        case "fixed": return .fixed
        case "min-max", "minmax", "range": return .minMax
        default: return nil
        }
    }

    private static func positive(_ value: Decimal) -> Decimal? {
        value > 0 ? value : nil
    }

    private static func isBoolean(_ number: NSNumber) -> Bool {
        // JSONSerialization gives booleans as NSNumbers of type char, on Linux as on macOS; a discount of `true`
        // is not 1 %.
        String(cString: number.objCType) == "c"
    }
}
