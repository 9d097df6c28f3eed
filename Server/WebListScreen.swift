import Presentation

/// A list screen as the server drives it: a search typed and submitted, the screen shown, more pages asked for.
@MainActor
protocol WebListScreen: AnyObject {
    func searchTextChanged(_ text: String)
    func searchSubmitted()
    func screenAppeared()
    func pagesRequested(_ count: Int)
    func waitUntilIdle() async
}

extension MerchantListViewModel: WebListScreen {}

extension ATMListViewModel: WebListScreen {}

extension WebScreens {
    /// Types `text` (when there is one) and submits it, shows the screen, and asks for pages until `pages` are
    /// listed or the list ends: what a visitor's address asks of a list.
    static func search(_ model: some WebListScreen, for text: String, pages: Int) async {
        model.pagesRequested(pages)
        if !text.isEmpty {
            model.searchTextChanged(text)
            model.searchSubmitted()
        }
        model.screenAppeared()
        await model.waitUntilIdle()
    }
}

extension ListAddress {
    /// The home list, measured from `location`.
    static func near(_ location: VisitorLocation?) -> ListAddress {
        var address = ListAddress()
        address.location = location
        return address
    }
}
