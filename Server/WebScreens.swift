import Domain
import Presentation
import WebUI

/// What the server answers a page's address with.
enum WebAnswer: Equatable, Sendable {
    /// A page, with its status (200, or 404 for a merchant or an ATM the directory does not hold); `live`: it shows
    /// what a provider's API said just now, and is made again for each request.
    case page(String, status: Int = 200, live: Bool = false)
    /// Another address: where a navigation intent leads after a choice (a territory, filters, a location).
    case redirect(String)
}

/// The served screens: each request's inputs handed to the same view model the terminal uses, built by the
/// composition root's factory (``VisitorScreens``), then its state drawn by `WebUI` and its intents turned into links
/// and redirects.
///
/// The screens of a request hold the snapshot's ports and a ``VisitorStore``, so nothing is remembered between
/// requests; their clock waits for nothing, because a served search is asked for whole (the browser's script waits
/// out the pause in typing).
@MainActor
struct WebScreens {
    let factory: any VisitorScreens
    let frame: WebFrame
    let isLive: Bool

    /// The screens of one request, in `words`' language; `languages` is the same page in the others.
    init(
        pages: ServedSnapshot.Pages, location: ChosenLocation?, words: Words = .english,
        languages: [WebUI.WebLink] = []
    ) {
        factory = pages.screens(location, words)
        isLive = pages.isLive
        frame = WebScreens.frame(
            location: location, atms: pages.hasATMs, updated: pages.info.map(words.updatedSentence),
            words: WebWords(words), languages: languages)
    }

    nonisolated static let siteTitle = "Dash Explore"

    nonisolated static func frame(
        location: ChosenLocation?, atms: Bool, updated: String?, words: WebWords = .english,
        languages: [WebUI.WebLink] = []
    ) -> WebFrame {
        var near = WebQuery()
        location.map(VisitorLocation.init)?.append(to: &near)
        var navigation = [WebLink(href: SitePage.merchantList.path(query: near), text: words.merchants)]
        if atms { navigation.append(WebLink(href: SitePage.atmList.path(query: near), text: words.atms)) }
        navigation.append(WebLink(href: SitePage.locationPicker.path(query: near), text: words.location))
        return WebFrame(
            siteTitle: siteTitle, home: SitePage.merchantList.path(), navigation: navigation, footer: updated,
            words: words, languages: languages)
    }

    /// A form that asks `page` again with `fields` unseen, and the language chosen in the address if any.
    static func form(_ page: SitePage, _ fields: [(name: String, value: String)]) -> WebForm {
        WebForm(action: page.formAction, hidden: SitePage.formFields(fields).map { WebField($0.name, $0.value) })
    }

    // MARK: The merchant list

    func merchantList(_ address: ListAddress) async -> WebAnswer {
        let model = factory.merchantList()
        if address.tab != .all { model.tabSelected(address.tab) }
        if let sort = address.sort { model.sortSelected(sort) }
        if address.filters != .none { model.filtersChanged(address.filters) }
        await Self.search(model, for: address.text, pages: address.pages)
        _ = model.takeIntents()
        let state = model.state
        var searchFields = address.with { $0.text = "" }.query.fields
        searchFields.removeAll { $0.name == "page" }
        let links = MerchantListLinks(
            tabs: DirectoryTab.allCases.map { tab in
                address.with {
                    $0.tab = tab
                    $0.sort = nil
                }.href
            },
            sorts: state.sorts.map { sort in
                WebLink(
                    href: address.with { $0.sort = sort }.href, text: frame.words.sort(sort),
                    isCurrent: sort == state.sort)
            },
            radii: address.radii(frame.words.words),
            rows: state.rows.map { Self.merchantHref($0.id, location: address.location) },
            search: Self.form(.merchantList, searchFields),
            filters: address.href(.filters), location: address.href(.locationPicker),
            more: address.pages < ListAddress.maximumPages
                ? address.with { $0.pages = address.pages + 1 }.href + "#row-\(state.rows.count + 1)" : nil,
            nearNamedPlace: state.namedPlace.map { place in
                address.with { $0.text = "" }.href(.chooseLocation, adding: [("find", place), ("choice", "0")])
            },
            suggestions: state.suggestions.map { name in
                address.with {
                    $0.text = name
                    $0.pages = 1
                }.href
            })
        return .page(WebRenderer.page(state, links: links, frame: frame))
    }

    static func merchantHref(_ id: MerchantID, location: VisitorLocation?) -> String {
        var near = WebQuery()
        location?.append(to: &near)
        return SitePage.merchant.path(id.rawValue, query: near)
    }

    // MARK: A merchant

    func merchantDetail(_ id: MerchantID, location: VisitorLocation?) async -> WebAnswer {
        let model = factory.merchantDetail(id)
        model.screenAppeared()
        await model.waitUntilIdle()
        let back = ListAddress.near(location).href
        let page = WebRenderer.page(model.state, links: DetailLinks(back: back), frame: frame)
        return .page(page, status: model.state.isNotFound ? 404 : 200, live: isLive)
    }

    // MARK: Filters and territories

    func filters(_ address: ListAddress) -> WebAnswer {
        let model = factory.filters(address.filters)
        var hidden = address.with { $0.filters = MerchantFilters(territory: address.filters.territory) }.query.fields
        hidden.removeAll { $0.name == "page" }
        let links = FiltersLinks(
            apply: Self.form(.applyFilters, hidden),
            territories: address.href(.territories),
            clear: address.with { $0.filters = .none }.href(.applyFilters, adding: [("clear", "1")]),
            back: address.href)
        return .page(WebRenderer.page(model.state, links: links, frame: frame))
    }

    /// The form's switched-on rows (`option=INDEX`) applied to the filters the address keeps (its territory), or every
    /// filter cleared: the filter screen's own inputs, then its `apply` intent as a redirect to the list.
    func applyFilters(_ address: ListAddress, options: [String], clear: Bool) throws(WebRefusal) -> WebAnswer {
        let model = factory.filters(MerchantFilters(territory: address.filters.territory))
        if clear { model.clearTapped() }
        for text in options {
            guard let index = Int(text), model.state.rows.indices.contains(index),
                let option = model.state.rows[index].option, case .toggle(false) = model.state.rows[index].value
            else { throw .badValue("option", text) }
            model.filterSet(option, on: true)
        }
        model.applyTapped()
        for case .apply(let filters) in model.takeIntents() {
            return .redirect(address.with { $0.filters = filters }.href)
        }
        return .redirect(address.href)
    }

    func territories(_ address: ListAddress) async -> WebAnswer {
        let model = factory.territories(selected: address.filters.territory)
        model.screenAppeared()
        await model.waitUntilIdle()
        let rows = model.state.rows.indices.map { index in
            address.href(.chooseTerritory, adding: [("choice", "\(index)")])
        }
        let links = TerritoriesLinks(rows: rows, back: address.href(.filters))
        return .page(WebRenderer.page(model.state, links: links, frame: frame))
    }

    /// The territory list's row chosen, then its `chosen` intent: back to the filters with that territory.
    func chooseTerritory(_ address: ListAddress, choice: String?) async throws(WebRefusal) -> WebAnswer {
        let model = factory.territories(selected: address.filters.territory)
        model.screenAppeared()
        await model.waitUntilIdle()
        guard let choice, let index = Int(choice), model.state.rows.indices.contains(index) else {
            throw .badValue("choice", choice ?? "")
        }
        model.territoryChosen(model.state.rows[index].territory)
        for case .chosen(let territory) in model.takeIntents() {
            return .redirect(address.with { $0.filters.territory = territory }.href(.filters))
        }
        return .redirect(address.href(.filters))
    }

    // MARK: ATMs

    func atmList(_ address: ATMAddress) async -> WebAnswer {
        guard let model = factory.atmList() else { return Self.noATMs(frame) }
        model.actionChosen(address.action)
        await Self.search(model, for: address.text, pages: address.pages)
        let state = model.state
        var searchFields = address.with { $0.text = "" }.query.fields
        searchFields.removeAll { $0.name == "page" }
        let links = ATMListLinks(
            search: Self.form(.atmList, searchFields),
            actions: ATMListViewState.actions.map { action in
                WebLink(
                    href: address.with { $0.action = action }.href, text: frame.words.atmAction(action),
                    isCurrent: action == state.action)
            },
            rows: state.rows.map { row in
                var near = WebQuery()
                address.location?.append(to: &near)
                return SitePage.atm.path("\(row.id)", query: near)
            },
            location: ListAddress.near(address.location).href(.locationPicker),
            more: address.pages < ListAddress.maximumPages
                ? address.with { $0.pages = address.pages + 1 }.href + "#row-\(state.rows.count + 1)" : nil)
        return .page(WebRenderer.page(state, links: links, frame: frame))
    }

    func atmDetail(_ id: Int64, location: VisitorLocation?) async -> WebAnswer {
        guard let model = factory.atmDetail(id) else { return Self.noATMs(frame) }
        model.screenAppeared()
        await model.waitUntilIdle()
        var near = WebQuery()
        location?.append(to: &near)
        let page = WebRenderer.page(
            model.state, links: DetailLinks(back: SitePage.atmList.path(query: near)), frame: frame)
        return .page(page, status: model.state.isNotFound ? 404 : 200)
    }

    static func noATMs(_ frame: WebFrame) -> WebAnswer {
        .page(
            WebRenderer.problem(
                status: 404, title: frame.words.atms, message: frame.words.problem(.noATMs), frame: frame),
            status: 404)
    }
}
