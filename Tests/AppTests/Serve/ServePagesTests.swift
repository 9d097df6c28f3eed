// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import CatalogExport
    import Domain
    import Foundation
    import HTTPTypes
    import Hummingbird
    import Presentation
    import HummingbirdTesting
    import Testing

    @testable import ExploreApp

    /// Every served page and every refusal, through Hummingbird's router, over the built-in sample's real SQLite file.
    @Suite struct ServePagesTests {
        @Test func theHomePageListsTheFirstPageOfMerchants() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                let home = try await client.page("/")
                #expect(home.status == .ok)
                #expect(home.headers[.contentType] == "text/html; charset=utf-8")
                #expect(home.body.contains("<h1>Merchants</h1>"))
                // The sample's 300 merchants, 43 of them sold only through PiggyCards (shown with its trait alone).
                let shown = GiftCardProvider.piggyCards.isEnabled ? 300 : 257
                #expect(home.body.contains("Showing 50 of \(shown) merchants"))
                #expect(home.linkTexts(to: "/merchants/").count == 50)
                #expect(home.links.contains("/?page=2#row-51"))
            }
        }

        @Test func aSnapshotThatCannotBeReadIsA503ThatNeverShowsWhereTheFileIs() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                #expect(try await client.page("/").status == .ok)
                // Replaced by a file that is not a directory snapshot: the next request opens it, and fails.
                let path = site.root.locations.snapshot.path
                try FileManager.default.removeItem(atPath: path)
                try Data("not a database".utf8).write(to: URL(fileURLWithPath: path))
                let page = try await client.page("/")
                #expect(page.status == .serviceUnavailable)
                #expect(page.body.contains("The directory cannot be read just now; try again later."))
                #expect(!page.body.contains(site.folder.url.path))
            }
        }

        @Test func aSearchWithoutAccentsFindsTheAccentedNamesAndKeepsItsInputsInEveryLink() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                let page = try await client.page("/?q=cafe&sort=discount")
                #expect(page.status == .ok)
                let names = page.linkTexts(to: "/merchants/")
                #expect(names.contains("Café am See") && names.contains("Café Sonnenschein"))
                #expect(page.links.contains("/?q=cafe&tab=online"))
                #expect(page.links.contains("/filters?q=cafe&sort=discount"))
                #expect(page.body.contains("<input id=\"search\" type=\"search\" name=\"q\" value=\"cafe\""))
                #expect(page.body.contains("<input type=\"hidden\" name=\"sort\" value=\"discount\">"))
            }
        }

        @Test func aWordInsideAJapaneseNameIsFoundAndATypoIsOfferedTheNearestNamesAsLinks() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                let pharmacy = try await client.page("/?q=%E8%96%AC%E5%B1%80")
                #expect(pharmacy.linkTexts(to: "/merchants/") == ["さくら薬局"])
                let typo = try await client.page("/?q=cafee&sort=discount")
                #expect(typo.status == .ok)
                #expect(typo.body.contains("No merchants match “cafee”. Did you mean “"), "\(typo.body)")
                // Each name offered is a search for it, keeping the page's other inputs.
                let offered = typo.links.filter { $0.hasPrefix("/?q=") && !$0.hasPrefix("/?q=cafee") }
                #expect(!offered.isEmpty, "\(typo.body)")
                #expect(offered.allSatisfy { $0.contains("Caf%C3%A9") && $0.hasSuffix("&sort=discount") }, "\(offered)")
                let place = try await client.page("/?q=zurik")
                #expect(place.body.contains("No merchants match “zurik”. Did you mean “Zürich”?"))
                #expect(place.linkTexts(to: "/?q=Z") == ["Zürich"])
            }
        }

        @Test func thePickerOffersTheNearestPlaceForATypoReadyToChoose() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                let picker = try await client.page("/location?find=zurik")
                #expect(picker.status == .ok)
                #expect(
                    picker.body.contains(
                        "No city or territory of this directory matches “zurik”. Did you mean “Zürich”?"))
                #expect(picker.linkTexts(to: "/location/choose") == ["Zürich"])
                let chosen = try await client.page("/location/choose?find=zurik&choice=0")
                #expect(chosen.status == .seeOther)
                #expect(chosen.headers[.location]?.hasSuffix("&place=Z%C3%BCrich") == true, "\(chosen.headers)")
            }
        }

        @Test func aMerchantsPageAndAMissingMerchant() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                let list = try await client.page("/?q=caf%C3%A9%20am%20see")
                let address = try #require(list.links.first { $0.hasPrefix("/merchants/") })
                let merchant = try await client.page(address)
                #expect(merchant.status == .ok)
                #expect(merchant.body.contains("<h1 dir=\"auto\">Café am See</h1>"))
                #expect(merchant.body.contains("3 locations"))
                let missing = try await client.page("/merchants/no-such-merchant")
                #expect(missing.status == .notFound)
                #expect(missing.body.contains("There is no merchant no-such-merchant in this directory."))
            }
        }

        @Test func theFiltersFormAppliesThroughTheFilterScreensIntent() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                let form = try await client.page("/filters?q=cafe")
                #expect(form.status == .ok)
                #expect(form.body.contains("<legend>Pay with</legend>"))
                // Row 0 is "Dash": the form sends option=0, the screen toggles it and asks to apply.
                let applied = try await client.page("/filters/apply?q=cafe&option=0")
                #expect(applied.status == .seeOther)
                #expect(applied.headers[.location] == "/?q=cafe&pay=dash")
                let list = try await client.page("/?q=cafe&pay=dash")
                #expect(list.body.contains("Filters: Dash"))
                #expect(!list.body.contains("Gift card ·"))
                let cleared = try await client.page("/filters/apply?q=cafe&pay=dash&clear=1")
                #expect(cleared.headers[.location] == "/?q=cafe")
            }
        }

        @Test func aTerritoryIsChosenOnItsPageAndComesBackToTheFilters() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                let page = try await client.page("/territories")
                #expect(page.status == .ok)
                let names = page.linkTexts(to: "/territories/choose")
                #expect(names.first == "Any territory" && names.contains("Berlin"))
                let index = try #require(names.firstIndex(of: "Berlin"))
                let chosen = try await client.page("/territories/choose?choice=\(index)")
                #expect(chosen.status == .seeOther)
                #expect(chosen.headers[.location] == "/filters?territory=Berlin")
                let list = try await client.page("/?territory=Berlin")
                #expect(list.body.contains("Filters: Berlin"))
            }
        }

        @Test func theLocationPickerChoosesAPlaceAndTheListMeasuresFromIt() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                let picker = try await client.page("/location?find=berl")
                #expect(picker.status == .ok)
                #expect(picker.linkTexts(to: "/location/choose").first == "Berlin")
                let chosen = try await client.page("/location/choose?find=berl&choice=0")
                #expect(chosen.status == .seeOther)
                let address = try #require(chosen.headers[.location])
                #expect(address.hasPrefix("/?near=52.5") && address.hasSuffix("&place=Berlin"))
                let nearby = try await client.page(address.replacingOccurrences(of: "/?", with: "/?tab=nearby&"))
                #expect(nearby.body.contains("Near Berlin, within 30 km"))
                #expect(nearby.linkTexts(to: "/merchants/").contains("Café am See"))
                #expect(nearby.body.contains("\u{00A0}km</span>") || nearby.body.contains("\u{00A0}m</span>"))
                let closer = try await client.page(address + "&tab=nearby&radius=0.5")
                #expect(closer.body.contains("Near Berlin, within 500 m"))
                #expect(closer.linkTexts(to: "/merchants/").count < nearby.linkTexts(to: "/merchants/").count)

                // Nearby offers the terminal's radius steps as links, the current one marked; the other tabs do not.
                #expect(
                    nearby.body.contains(
                        "<nav class=\"choices labelled\" aria-label=\"Within\"><span class=\"choices-label\" "
                            + "aria-hidden=\"true\">Within</span>"))
                #expect(nearby.body.contains("aria-current=\"page\">30 km</a>"))
                #expect(
                    nearby.linkTexts(to: "/?").filter { $0.hasSuffix("km") } == ["2 km", "10 km", "30 km", "80 km"])
                let steps = nearby.links.filter { $0.contains("tab=nearby") && $0.contains("radius=") }
                #expect(steps.count == 3)
                let ten = try #require(steps.first { $0.contains("radius=10&") || $0.hasSuffix("radius=10") })
                let within10 = try await client.page(ten)
                #expect(within10.body.contains("Near Berlin, within 10 km"))
                #expect(within10.body.contains("aria-current=\"page\">10 km</a>"))
                #expect(!(try await client.page(address)).body.contains("aria-label=\"Within\""))
            }
        }

        /// A server that reads miles offers the apps' 1, 5, 20 and 50 miles, and shows distances in miles.
        @Test func aServerReadingMilesOffersTheAppsRadiiInMiles() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await DistanceUnit.$current.withValue(.miles) {
                try await site.withRouter { client in
                    let nearby = try await client.page("/?tab=nearby&near=52.52,13.405&place=Berlin")
                    #expect(nearby.body.contains("Near Berlin, within 20 mi"))
                    #expect(nearby.body.contains("aria-current=\"page\">20 mi</a>"))
                    #expect(
                        nearby.linkTexts(to: "/?").filter { $0.hasSuffix(" mi") } == ["1 mi", "5 mi", "20 mi", "50 mi"])
                    #expect(nearby.body.contains("\u{00A0}mi</span>") || nearby.body.contains("\u{00A0}ft</span>"))
                    #expect(!nearby.body.contains("\u{00A0}km</span>"))
                }
            }
        }

        /// The picker's territory is the territory: the address carries `in=`, Nearby lists every merchant the picker
        /// counted there under "In …", and offers no radius.
        @Test func theLocationPickerChoosesATerritoryAndNearbyListsAllOfIt() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                let picker = try await client.page("/location?find=california")
                let names = picker.linkTexts(to: "/location/choose")
                let index = try #require(names.firstIndex(of: "California"))
                let counted = try #require(picker.body.firstMatch(of: /California<\/a>[^0-9]*([0-9]+) merchants/)?.1)
                let chosen = try await client.page("/location/choose?find=california&choice=\(index)")
                let address = try #require(chosen.headers[.location])
                #expect(address.contains("&in=California"), "\(address)")
                let nearby = try await client.page(address.replacingOccurrences(of: "/?", with: "/?tab=nearby&"))
                #expect(nearby.status == .ok)
                #expect(nearby.body.contains("In California") && !nearby.body.contains("within"))
                #expect(nearby.body.contains("\(counted) merchants"), "\(nearby.body)")
                #expect(!nearby.body.contains("aria-label=\"Within\""))
                let atms = try await client.page(address.replacingOccurrences(of: "/?", with: "/atms?"))
                #expect(atms.status == .ok && atms.body.contains("In California, nearest to its centre first"))
            }
        }

        @Test func theATMsAndAnATMsPage() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                let list = try await client.page("/atms?action=sell")
                #expect(list.status == .ok)
                #expect(list.body.contains("<a href=\"/atms?action=sell\" aria-current=\"page\">Sell</a>"))
                let address = try #require(list.links.first { $0.hasPrefix("/atms/") })
                let atm = try await client.page(address)
                #expect(atm.status == .ok)
                #expect(atm.body.contains("Sell Dash") || atm.body.contains("Buy and sell Dash"))
                #expect(try await client.page("/atms/987654321").status == .notFound)
                #expect(try await client.page("/atms/x").status == .notFound)
            }
        }

        @Test func theAssetsAreTheEmbeddedFilesAndNothingElseIsServed() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                let style = try await client.page("/assets/style.css")
                #expect(style.status == .ok && style.headers[.contentType] == "text/css; charset=utf-8")
                #expect(style.body.hasPrefix(":root {"))
                let script = try await client.page("/assets/serve.js")
                #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
                // The catalog's icons: where browsers ask for one unbidden, and the drawing every page links.
                let icon = try await client.page("/favicon.ico")
                #expect(icon.status == .ok && icon.headers[.contentType] == "image/x-icon")
                #expect(icon.headers[.contentLength] == "\(CatalogIcons.favicon.count)")
                let drawing = try await client.page("/assets/favicon.svg")
                #expect(drawing.headers[.contentType] == "image/svg+xml" && drawing.body.contains("<svg"))
                for path in [
                    "/assets/../Package.swift", "/assets/", "/etc/passwd", "/assets/catalog.xsd", "/favicon.svg",
                    "/assets/favicon.ico",
                ] {
                    #expect(try await client.page(path).status == .notFound, "\(path)")
                }
            }
        }

        @Test func refusalsGetTheirStatusAndOneSentence() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                for method: HTTPRequest.Method in [.post, .put, .delete, .options, .patch] {
                    let refused = try await client.page("/", method: method)
                    #expect(refused.status == .methodNotAllowed)
                    #expect(refused.headers[.allow] == "GET, HEAD")
                }
                let head = try await client.page("/", method: .head)
                #expect(head.status == .ok && head.body.isEmpty)
                let badTab = try await client.page("/?tab=%3Cscript%3E")
                #expect(badTab.status == .badRequest)
                #expect(badTab.body.contains("gives tab the value “&lt;script&gt;”, which means nothing here"))
                #expect(try await client.page("/?near=91,0").status == .badRequest)
                #expect(try await client.page("/?page=21").status == .badRequest)
                for radius in ["0", "-1", "501", "x"] {
                    #expect(try await client.page("/?near=52.5,13.4&radius=\(radius)").status == .badRequest)
                }
                #expect(try await client.page("/?q=" + String(repeating: "a", count: 201)).status == .badRequest)
                #expect(try await client.page("/?q=" + String(repeating: "a", count: 2100)).status == .uriTooLong)
                #expect(try await client.page("/", headers: [.contentLength: "5"]).status == .contentTooLarge)
                #expect(try await client.page("/filters/apply?option=8").status == .badRequest)
                #expect(try await client.page("/nowhere").status == .notFound)
            }
        }

        @Test func aProblemPagesMenuIsTheSitesWithItsATMs() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                // The site's name, then the menu: the first links of every page after its head's.
                func headerLinks(_ page: ServedPage) -> [String] {
                    Array(
                        page.links.filter { $0.hasPrefix("/") && !$0.hasPrefix("/assets/") && $0 != "/favicon.ico" }
                            .prefix(4))
                }
                let menu = headerLinks(try await client.page("/"))
                #expect(menu == ["/", "/", "/atms", "/location"], "the served sample has ATMs")
                // A missing page, and the variant, a refused address: the same menu as every page's.
                for path in ["/nowhere", "/?tab=x"] {
                    let problem = try await client.page(path)
                    #expect(headerLinks(problem) == menu, "\(path)")
                }
            }
        }
    }
#endif
