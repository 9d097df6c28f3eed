import Domain
import Foundation

/// The unit a person reads distances in, and the Nearby radii offered in it: the Dash apps' 1, 5, 20 and 50 miles
/// to a miles reader, round kilometres near them (2, 10, 30 and 80 km) to everyone else.
///
/// The program shows every distance and radius in ``current`` (``Formats/distance(_:)``, ``Formats/radius(_:)``); `explore` sets it once for a run
/// from `--units`, else from the locale (``init(environment:)``). Tests and anything not told read kilometres.
public enum DistanceUnit: String, CaseIterable, Hashable, Sendable {
    case kilometres = "km"
    case miles = "mi"

    /// The unit of this run (bound by `explore` around a command; kilometres unless told).
    @TaskLocal public static var current: DistanceUnit = .kilometres

    /// The regions whose people read road distances in miles: the United States, Liberia, Myanmar, and the United
    /// Kingdom (metric on paper, miles on every road sign and in every walk's directions).
    static let milesRegions: Set<String> = ["US", "LR", "MM", "GB"]

    /// The unit the locale's region reads: the first of `LC_ALL`, `LC_MEASUREMENT` and `LANG` that is set and not
    /// empty, its region (`en_US.UTF-8` is US) one of ``milesRegions`` for miles; kilometres otherwise, and for `C`,
    /// `POSIX` or no locale.
    public init(environment: [String: String]) {
        let locale = ["LC_ALL", "LC_MEASUREMENT", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        self = locale.flatMap(Self.region).map { Self.milesRegions.contains($0) } == true ? .miles : .kilometres
    }

    /// The region of a POSIX locale name (`language_REGION.codeset@modifier`), upper-cased; `nil` when it has none.
    static func region(of locale: String) -> String? {
        let name = locale.split(separator: ".", maxSplits: 1).first.map(String.init) ?? locale
        let plain = name.split(separator: "@", maxSplits: 1).first.map(String.init) ?? name
        let parts = plain.split(separator: "_", maxSplits: 1)
        guard parts.count == 2, !parts[1].isEmpty else { return nil }
        return parts[1].uppercased()
    }

    /// `km` or `mi`, as `--units` takes them (`kilometres`, `miles` and their American spellings too).
    public init?(word: String) {
        switch word.lowercased() {
        case "km", "kilometre", "kilometres", "kilometer", "kilometers": self = .kilometres
        case "mi", "mile", "miles": self = .miles
        default: return nil
        }
    }

    /// One of this unit, as a distance.
    public var one: Distance {
        switch self {
        case .kilometres: .kilometers(1)
        case .miles: .miles(1)
        }
    }

    /// The radii Nearby offers, narrowest first: a walk, a neighbourhood, a town and its suburbs, a region.
    public var radii: [Distance] {
        switch self {
        case .kilometres: [2, 10, 30, 80].map(Distance.kilometers)
        case .miles: [1, 5, 20, 50].map(Distance.miles)
        }
    }

    /// The radius Nearby starts with: the apps' 20 miles, or 30 km.
    public var defaultRadius: Distance { radii[2] }

    /// `distance` in this unit, as a list's column shows it: "850 m", "3.0 km", "12.3 km", "1,234 km"; "500 ft",
    /// "0.5 mi", "3.0 mi", "12 mi", "1,234 mi". A tenth is shown under a hundred kilometres or ten miles.
    public func text(_ distance: Distance, in words: Words = .english) -> String {
        text(distance, wholeWithoutTenth: false, words: words)
    }

    /// A radius in this unit, as a person chose it: "2 km", "30 km", "32.2 km", "1 mi", "20 mi": as ``text(_:)``,
    /// without a ".0".
    public func radiusText(_ radius: Distance, in words: Words = .english) -> String {
        text(radius, wholeWithoutTenth: true, words: words)
    }

    private func text(_ distance: Distance, wholeWithoutTenth: Bool, words: Words) -> String {
        switch self {
        case .kilometres:
            let meters = distance.meters
            if meters < 999.5 { return "\(Int(meters.rounded())) m" }
            return Self.number(meters / 1000, tenthsBelow: 99.95, wholeWithoutTenth: wholeWithoutTenth, words) + " km"
        case .miles:
            let miles = distance.meters / 1609.344
            if miles < 0.095 { return "\(Int((miles * 5280 / 10).rounded()) * 10) ft" }
            return Self.number(miles, tenthsBelow: 9.95, wholeWithoutTenth: wholeWithoutTenth, words) + " mi"
        }
    }

    /// `value` with one decimal below `limit` (none when it is 0 and `wholeWithoutTenth`), else whole and grouped.
    private static func number(
        _ value: Double, tenthsBelow limit: Double, wholeWithoutTenth: Bool, _ words: Words
    ) -> String {
        guard value < limit else { return words.number(Int(value.rounded())) }
        let tenths = Int((value * 10).rounded())
        if wholeWithoutTenth && tenths % 10 == 0 { return words.number(tenths / 10) }
        return words.decimal(Double(tenths) / 10)
    }

    /// A number of this unit, as a person typed it for a radius (`5`, `2.5`); `nil` when it is not one.
    public func distance(typed text: String) -> Distance? {
        guard let value = Double(text), value.isFinite else { return nil }
        return Distance(meters: value * one.meters)
    }
}
