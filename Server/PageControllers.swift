// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Domain
    import Hummingbird

    /// The merchant list, a merchant, the filters and the territories.
    struct MerchantPagesController {
        let site: WebSite

        func addRoutes(to router: Router<BasicRequestContext>) {
            router.get(RouterPath(SitePage.merchantList.route)) { request, _ in
                try await site.answer(request) { screens, query throws(WebRefusal) in
                    await screens.merchantList(try ListAddress(query))
                }
            }
            router.get(RouterPath(SitePage.merchant.route)) { request, context in
                let id = MerchantID(try WebSite.segment(context.parameters.require("id")))
                return try await site.answer(request) { screens, query throws(WebRefusal) in
                    await screens.merchantDetail(id, location: try VisitorLocation(query))
                }
            }
            router.get(RouterPath(SitePage.filters.route)) { request, _ in
                try await site.answer(request) { screens, query throws(WebRefusal) in
                    screens.filters(try ListAddress(query))
                }
            }
            router.get(RouterPath(SitePage.applyFilters.route)) { request, _ in
                try await site.answer(request) { screens, query throws(WebRefusal) in
                    try screens.applyFilters(
                        try ListAddress(query), options: query.values("option"), clear: query.value("clear") != nil)
                }
            }
            router.get(RouterPath(SitePage.territories.route)) { request, _ in
                try await site.answer(request) { screens, query throws(WebRefusal) in
                    await screens.territories(try ListAddress(query))
                }
            }
            router.get(RouterPath(SitePage.chooseTerritory.route)) { request, _ in
                try await site.answer(request) { screens, query throws(WebRefusal) in
                    try await screens.chooseTerritory(try ListAddress(query), choice: query.value("choice"))
                }
            }
        }
    }

    /// The location picker and a location chosen.
    struct LocationPagesController {
        let site: WebSite

        func addRoutes(to router: Router<BasicRequestContext>) {
            router.get(RouterPath(SitePage.locationPicker.route)) { request, _ in
                try await site.answer(request) { screens, query throws(WebRefusal) in
                    await screens.locationPicker(
                        try ListAddress(query), text: try ListAddress.bounded(query.value("find") ?? "", "find"))
                }
            }
            router.get(RouterPath(SitePage.chooseLocation.route)) { request, _ in
                try await site.answer(request) { screens, query throws(WebRefusal) in
                    try await screens.chooseLocation(
                        try ListAddress(query), text: try ListAddress.bounded(query.value("find") ?? "", "find"),
                        choice: query.value("choice"))
                }
            }
        }
    }

    /// The ATM finder and an ATM.
    struct ATMPagesController {
        let site: WebSite

        func addRoutes(to router: Router<BasicRequestContext>) {
            router.get(RouterPath(SitePage.atmList.route)) { request, _ in
                try await site.answer(request) { screens, query throws(WebRefusal) in
                    await screens.atmList(try ATMAddress(query))
                }
            }
            router.get(RouterPath(SitePage.atm.route)) { request, context in
                guard let id = Int64(try context.parameters.require("id")) else { throw HTTPError(.notFound) }
                return try await site.answer(request) { screens, query throws(WebRefusal) in
                    await screens.atmDetail(id, location: try VisitorLocation(query))
                }
            }
        }
    }
#endif
