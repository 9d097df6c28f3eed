import Domain
import Foundation
import Presentation
import ScreenSamples
import TestSupport
import Testing
import WebUI

/// Every served page kind drawn from the same view states as the terminal's goldens (`ScreenSamples`), against its
/// golden file, and all of them through the W3C Nu validator.
@Suite struct WebRendererTests {
    static let frame = WebFrame(
        siteTitle: "Dash Explore", home: "/",
        navigation: [
            WebLink(href: "/", text: "Merchants", isCurrent: true), WebLink(href: "/atms", text: "ATMs"),
            WebLink(href: "/location", text: "Location"),
        ],
        footer: "Directory updated 2026-01-01 00:00 UTC.")

    static let listLinks = MerchantListLinks(
        tabs: ["/", "/?tab=online", "/?tab=nearby"],
        sorts: [
            WebLink(href: "/?sort=name", text: "Name", isCurrent: true),
            WebLink(href: "/?sort=distance", text: "Distance"), WebLink(href: "/?sort=discount", text: "Discount"),
        ],
        rows: SampleStates.rows.map { "/merchants/\($0.id.rawValue)" },
        search: WebForm(action: "/", hidden: [WebField("near", "10.5,-66.9"), WebField("place", "Caracas")]),
        filters: "/filters", location: "/location", more: "/?page=2#row-8")

    /// Each page kind with its sample state, by golden name.
    static var pages: [String: String] {
        [
            "merchant-list": WebRenderer.page(SampleStates.merchantList, links: listLinks, frame: frame),
            "merchant-list-empty": WebRenderer.page(
                MerchantListViewState(
                    tabs: SampleStates.merchantList.tabs, searchText: "zurich", sortText: "Sort: name",
                    filterText: "Filters: none", locationText: nil, phase: .empty("No merchants match “zurich”."),
                    namedPlace: "Zürich"),
                links: MerchantListLinks(
                    tabs: listLinks.tabs, sorts: listLinks.sorts, rows: [], search: WebForm(action: "/"),
                    filters: "/filters?q=zurich", location: "/location?q=zurich",
                    nearNamedPlace: "/location/choose?find=Z%C3%BCrich&choice=0"),
                frame: frame),
            "merchant-list-suggestions": WebRenderer.page(
                MerchantListViewState(
                    tabs: SampleStates.merchantList.tabs, searchText: "cafee", sortText: "Sort: name",
                    filterText: "Filters: none", locationText: nil,
                    phase: .empty("No merchants match “cafee”. Did you mean “Café Ávila” or “Café am See”?"),
                    suggestions: ["Café Ávila", "Café am See"]),
                links: MerchantListLinks(
                    tabs: listLinks.tabs, sorts: listLinks.sorts, rows: [], search: WebForm(action: "/"),
                    filters: "/filters?q=cafee", location: "/location?q=cafee",
                    suggestions: ["/?q=Caf%C3%A9%20%C3%81vila", "/?q=Caf%C3%A9%20am%20See"]),
                frame: frame),
            "location-picker-suggestion": WebRenderer.page(
                LocationPickerViewState(
                    text: "zurik", current: "No location chosen yet.",
                    rows: [LocationChoiceRow(title: "Zürich", detail: "city", merchants: "9 merchants")],
                    selectedIndex: 0, phase: .loaded,
                    notice: "No city or territory of this directory matches “zurik”. Did you mean “Zürich”?"),
                links: LocationPickerLinks(
                    search: WebForm(action: "/location"), rows: ["/location/choose?find=zurik&choice=0"], back: "/"),
                frame: frame),
            "merchant-detail": WebRenderer.page(
                SampleStates.merchantDetail, links: DetailLinks(back: "/"), frame: frame),
            "filters": WebRenderer.page(
                SampleStates.filters,
                links: FiltersLinks(
                    apply: WebForm(action: "/filters/apply", hidden: [WebField("territory", "Carabobo")]),
                    territories: "/territories?territory=Carabobo", clear: "/filters/apply?clear=1", back: "/"),
                frame: frame),
            "territories": WebRenderer.page(
                SampleStates.territories,
                links: TerritoriesLinks(
                    rows: SampleStates.territories.rows.indices.map { "/territories/choose?choice=\($0)" },
                    back: "/filters"),
                frame: frame),
            "location-picker": WebRenderer.page(
                SampleStates.locationPicker,
                links: LocationPickerLinks(
                    search: WebForm(action: "/location"),
                    rows: SampleStates.locationPicker.rows.indices.map { "/location/choose?find=va&choice=\($0)" },
                    back: "/?q=cafe", nearMe: "/?q=cafe"),
                frame: frame),
            "atm-list": WebRenderer.page(
                SampleStates.atmList,
                links: ATMListLinks(
                    search: WebForm(action: "/atms"),
                    actions: [
                        WebLink(href: "/atms", text: "All", isCurrent: true),
                        WebLink(href: "/atms?action=buy", text: "Buy"),
                    ],
                    rows: SampleStates.atmList.rows.map { "/atms/\($0.id)" }, location: "/location",
                    more: "/atms?page=2#row-4"),
                frame: frame),
            "atm-detail": WebRenderer.page(SampleStates.atmDetail, links: DetailLinks(back: "/atms"), frame: frame),
            "problem": WebRenderer.problem(
                status: 404, title: "Not Found", message: "There is no page at this address.", frame: frame),
        ]
    }

    @Test(arguments: pages.keys.sorted())
    func thePageMatchesItsGolden(_ name: String) {
        WebGolden.check(Self.pages[name]!, named: name)
    }

    @Test func everyPageKindIsValidHTML() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-web-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, page) in Self.pages {
            try page.write(to: folder.appendingPathComponent(name + ".html"), atomically: true, encoding: .utf8)
        }
        let errors = try await NuValidator.errors(in: folder)
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test func dataFromTheDirectoryIsTextOnEveryPage() {
        let hostile = "<script>alert(1)</script>\"' onload=x &amp; \u{1B}[2J\u{202E}evil\u{0}"
        var state = SampleStates.merchantDetail
        state.title = hostile
        state.places = [PlaceRow(address: hostile, distance: hostile, phone: hostile)]
        state.kind = hostile
        let page = WebRenderer.page(state, links: DetailLinks(back: "/"), frame: Self.frame)
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains("\" onload") && !page.contains("' onload"))
        #expect(!page.contains("\u{1B}") && !page.contains("\u{202E}") && !page.contains("\u{0}"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39; onload=x &amp;amp; [2Jevil"))
    }

    @Test func aMapIsLinkedOnlyWhenItIsAWebAddress() {
        var state = SampleStates.merchantDetail
        state.places = [
            PlaceRow(address: "a", map: "javascript:alert(1)"),
            PlaceRow(address: "b", map: "https://example.org/?a=1&b=2"),
        ]
        let page = WebRenderer.page(state, links: DetailLinks(back: "/"), frame: Self.frame)
        #expect(!page.contains("javascript:"))
        #expect(page.contains("<a href=\"https://example.org/?a=1&amp;b=2\" rel=\"noopener noreferrer\">Map</a>"))
    }

    @Test func theLocationsBeyondThoseListedAreCounted() {
        var state = SampleStates.merchantDetail
        state.morePlaces = "and 999,004 more locations"
        let page = WebRenderer.page(state, links: DetailLinks(back: "/"), frame: Self.frame)
        #expect(page.contains("<p class=\"detail\">and 999,004 more locations</p></main>"))
    }

    @Test func linksAndFormValuesAreEscapedToo() {
        let links = MerchantListLinks(
            tabs: ["/?q=\"><script>", "/", "/"], sorts: [], rows: SampleStates.rows.map { _ in "javascript:x\"" },
            search: WebForm(action: "/", hidden: [WebField("q\"", "\"><b>")]), filters: "/f", location: "/l")
        let page = WebRenderer.page(SampleStates.merchantList, links: links, frame: Self.frame)
        #expect(!page.contains("\"><script>") && !page.contains("\"><b>"))
        #expect(page.contains("href=\"/?q=&quot;&gt;&lt;script&gt;\""))
    }
}
