import Domain

extension ErrorMessages {
    /// The longest part of an address a sentence quotes: a server's `Location` may be a page long.
    static let quotedAddressLength = 200

    /// The sentence for an address refused before any connection: the sync's, the live offers' and the command
    /// line's.
    public static func sentence(for refused: RefusedAddress) -> String {
        let address = quoted(refused.address)
        let why = clause(for: refused.problem)
        guard let origin = refused.redirectedFrom else { return "Cannot connect to \(address): \(why)." }
        return "A redirect from \(quoted(origin)) to \(address) was not followed: \(why)."
    }

    /// What is wrong with an address, as a clause.
    static func clause(for problem: RefusedAddress.Problem) -> String {
        switch problem {
        case .port(let port): "its port \(quoted(port, at: 20)) is not a number from 1 to 65535"
        case .scheme(let scheme?): "it is a \(quoted(scheme, at: 20)): address, where http: or https: is needed"
        case .scheme(nil): "it has no http: or https: scheme"
        case .noHost: "it names no host"
        case .unreadable: "it is not a web address"
        }
    }

    /// `text`, cut to `length` characters and ended with "…" when longer.
    private static func quoted(_ text: String, at length: Int = quotedAddressLength) -> String {
        text.count > length ? String(text.prefix(length)) + "…" : text
    }
}
