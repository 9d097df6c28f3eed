import Domain
import Foundation
import Presentation

/// The merchant list's inputs as an address carries them: `/?q=cafe&tab=online&sort=discount&pay=dash&near=…`.
///
/// Every screen is a URL: the back button, a reload and a shared link show the same list, because the list is made
/// again from these inputs by the same view model. The picker's, the filters' and the territories' pages carry them
/// along so that closing them comes back to the same list.
struct ListAddress: Hashable, Sendable {
    var text = ""
    var tab: DirectoryTab = .all
    /// `nil`: the order the view model starts with (name; nearest first on Nearby).
    var sort: MerchantSort?
    var filters: MerchantFilters = .none
    var location: VisitorLocation?
    /// How many pages the list shows, from 1 to ``maximumPages``.
    var pages = 1

    /// The most pages one address asks for: 1,000 merchants; a narrower search shows the rest.
    static let maximumPages = 20

    init() {}

    /// The inputs in `query`; an unknown name is ignored, a known one with a value that means nothing is refused.
    init(_ query: WebQuery) throws(WebRefusal) {
        text = try Self.bounded(query.value("q") ?? "", "q")
        tab =
            try query.value("tab").map { value throws(WebRefusal) in
                guard let tab = DirectoryTab(rawValue: value) else { throw .badValue("tab", value) }
                return tab
            } ?? .all
        sort = try query.value("sort").map { value throws(WebRefusal) in
            guard let sort = MerchantSort(rawValue: value) else { throw .badValue("sort", value) }
            return sort
        }
        for value in query.values("pay") {
            guard let option = PaymentOption(rawValue: value), PaymentOption.enabled.contains(option) else {
                throw .badValue("pay", value)
            }
            filters.paymentOptions.insert(option)
        }
        for value in query.values("amounts") {
            guard let type = DenominationsType(rawValue: value) else { throw .badValue("amounts", value) }
            filters.denominations.insert(type)
        }
        for value in query.values("type") {
            guard let type = MerchantType(rawValue: value) else { throw .badValue("type", value) }
            filters.types.insert(type)
        }
        if let territory = query.value("territory"), !territory.isEmpty {
            filters.territory = try Self.bounded(territory, "territory")
        }
        location = try VisitorLocation(query)
        if let pages = query.value("page") {
            guard let number = Int(pages), (1...Self.maximumPages).contains(number) else {
                throw .badValue("page", pages)
            }
            self.pages = number
        }
    }

    /// The fields that give these inputs, in a fixed order; defaults are left out, so the home page is `/`.
    var query: WebQuery {
        var query = WebQuery()
        if !text.isEmpty { query.append("q", text) }
        if tab != .all { query.append("tab", tab.rawValue) }
        if let sort { query.append("sort", sort.rawValue) }
        for option in PaymentOption.allCases where filters.paymentOptions.contains(option) {
            query.append("pay", option.rawValue)
        }
        for type in DenominationsType.allCases where filters.denominations.contains(type) {
            query.append("amounts", type.rawValue)
        }
        for type in MerchantType.allCases where filters.types.contains(type) { query.append("type", type.rawValue) }
        if let territory = filters.territory { query.append("territory", territory) }
        location?.append(to: &query)
        if pages > 1 { query.append("page", "\(pages)") }
        return query
    }

    /// The list at these inputs.
    var href: String { SitePage.merchantList.path(query: query) }

    /// The same inputs on another page of the site (the filters, the picker), with `extra` fields after them.
    func href(_ page: SitePage, adding extra: [(name: String, value: String)] = []) -> String {
        page.path(query: WebQuery(query.fields + extra))
    }

    /// These inputs with one changed, from the first page again.
    func with(_ change: (inout ListAddress) -> Void) -> ListAddress {
        var address = self
        address.pages = 1
        change(&address)
        return address
    }

    static func bounded(_ value: String, _ name: String) throws(WebRefusal) -> String {
        guard value.count <= WebQuery.maximumValueLength else { throw .tooLong(name) }
        return value
    }
}

/// Where a visitor said they are: a position, named as the picker named it, and how far Nearby reaches, or the
/// territory it stands for. It travels in the address (`near=10.4806,-66.9036&place=Caracas&radius=5`, the radius in
/// kilometres, the reader's default (``DistanceUnit/defaultRadius``) when not given; `in=California` for a
/// territory); the server keeps nothing.
struct VisitorLocation: Hashable, Sendable {
    var location: ChosenLocation

    /// The location in `query`, or `nil` when it names none.
    init?(_ query: WebQuery) throws(WebRefusal) {
        guard let near = query.value("near") else { return nil }
        let coordinate: Coordinate
        do {
            coordinate = try Coordinate(parsing: near)
        } catch {
            throw .badValue("near", near)
        }
        let name = try ListAddress.bounded(query.value("place") ?? coordinate.text, "place")
        var radius = DistanceUnit.current.defaultRadius
        if let text = query.value("radius") {
            guard let kilometres = Double(text), kilometres > 0,
                Distance.kilometers(kilometres) <= ListNearbyMerchants.maximumRadius
            else { throw .badValue("radius", text) }
            radius = .kilometers(kilometres)
        }
        let territory = try query.value("in").map { value throws(WebRefusal) in try ListAddress.bounded(value, "in") }
        location = ChosenLocation(
            name: name.isEmpty ? coordinate.text : name, coordinate: coordinate, radius: radius,
            territory: territory.flatMap { $0.isEmpty ? nil : $0 })
    }

    init(_ location: ChosenLocation) {
        self.location = location
    }

    func append(to query: inout WebQuery) {
        query.append("near", "\(location.coordinate.latitude),\(location.coordinate.longitude)")
        if location.name != location.coordinate.text { query.append("place", location.name) }
        if let territory = location.territory { query.append("in", territory) }
        if location.radius != DistanceUnit.current.defaultRadius {
            let kilometres = location.radius.meters / 1000
            query.append("radius", kilometres == kilometres.rounded() ? "\(Int(kilometres))" : "\(kilometres)")
        }
    }
}

/// A request the server will not answer as asked, in one sentence.
enum WebRefusal: Error, Equatable {
    /// A query value that means nothing here (`tab=everything`).
    case badValue(String, String)
    /// A query value longer than any the pages read.
    case tooLong(String)
    /// No page at this address.
    case notFound

    /// What the problem page says, in the visitor's language (``Presentation/WebWords/problem(_:)``).
    var problem: WebProblem {
        switch self {
        case .badValue(let name, let value): .badValue(name, TypedText.bounded(value, to: 40))
        case .tooLong(let name): .tooLong(name)
        case .notFound: .notFound
        }
    }
}
