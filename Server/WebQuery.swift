import Foundation

/// An address's query as the pages read and write it: names and values in order, decoded once.
///
/// A value the server reads is at most ``maximumValueLength`` characters (the search fields' own limit); anything
/// longer in the address is refused with one sentence rather than read in part.
struct WebQuery: Sendable {
    /// The longest value a page reads: a search, a place's name, a territory.
    static let maximumValueLength = 200

    private(set) var fields: [(name: String, value: String)]

    init(_ fields: [(name: String, value: String)] = []) {
        self.fields = fields
    }

    /// The first value of `name`, if any.
    func value(_ name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    /// Every value of `name`, in order (a form's checked boxes).
    func values(_ name: String) -> [String] {
        fields.filter { $0.name == name }.map(\.value)
    }

    /// `?name=value&…`, or `""` when there are no fields; values percent-encoded for any part of a query.
    var text: String {
        guard !fields.isEmpty else { return "" }
        return "?" + fields.map { "\(Self.encoded($0.name))=\(Self.encoded($0.value))" }.joined(separator: "&")
    }

    mutating func append(_ name: String, _ value: String) {
        fields.append((name, value))
    }

    /// Unreserved characters stay; everything else, `&`, `=`, `+`, `#` and `%` included, is escaped.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~,")

    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }
}
