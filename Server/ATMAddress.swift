import Domain

/// The ATM list's inputs as an address carries them: `/atms?q=athens&action=sell&near=…&page=2`.
struct ATMAddress: Hashable, Sendable {
    var text = ""
    /// `nil`: every ATM.
    var action: ATMAction?
    var location: VisitorLocation?
    var pages = 1

    init(_ query: WebQuery) throws(WebRefusal) {
        text = try ListAddress.bounded(query.value("q") ?? "", "q")
        action = try query.value("action").map { value throws(WebRefusal) in
            guard let action = ATMAction(rawValue: value) else { throw .badValue("action", value) }
            return action
        }
        location = try VisitorLocation(query)
        if let pages = query.value("page") {
            guard let number = Int(pages), (1...ListAddress.maximumPages).contains(number) else {
                throw .badValue("page", pages)
            }
            self.pages = number
        }
    }

    var query: WebQuery {
        var query = WebQuery()
        if !text.isEmpty { query.append("q", text) }
        if let action { query.append("action", action.rawValue) }
        location?.append(to: &query)
        if pages > 1 { query.append("page", "\(pages)") }
        return query
    }

    var href: String { SitePage.atmList.path(query: query) }

    /// These inputs with one changed, from the first page again.
    func with(_ change: (inout ATMAddress) -> Void) -> ATMAddress {
        var address = self
        address.pages = 1
        change(&address)
        return address
    }
}
