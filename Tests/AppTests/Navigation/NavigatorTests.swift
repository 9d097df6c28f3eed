import Domain
import Foundation
import TestSupport
import Testing
import TextUI

@testable import ExploreApp

@MainActor
@Suite struct NavigatorTests {
    @Test func theHomeScreenIsTheWholeListLoaded() async {
        let scene = await NavigatorScene()

        #expect(scene.navigator.screenNames == ["list"])
        #expect(scene.frame.contains("Books Online"))
        #expect(scene.frame.contains("Café Ávila"))
        #expect(scene.frame.contains("Green Grocer") == Fixtures.showsGrocer)
    }

    @Test func typingASearchNarrowsTheListAtEachKeyAndEnterRemembersIt() async throws {
        let scene = await NavigatorScene()

        await scene.press(.character("/"))
        await scene.type("gre")
        #expect(!scene.frame.contains("Books Online"))
        await scene.press(.backspace, .enter)

        #expect(scene.navigator.screenNames == ["list"])
        #expect(scene.frame.contains("Green Grocer") == Fixtures.showsGrocer)
        #expect(scene.frame.contains("No merchants match “gr”.") == !Fixtures.showsGrocer)
        #expect(!scene.frame.contains("Café Ávila"))
        #expect(try await scene.store.recentSearches(limit: 5).map(\.text) == ["gr"])
        TextGolden.check(scene.transcript, folder: "Navigation", named: "search")
    }

    @Test func whileSearchingQIsTextAndEscClearsTheSearch() async {
        let scene = await NavigatorScene()

        await scene.press(.character("/"), .character("q"))
        #expect(scene.outcomes == [.proceed, .proceed])
        #expect(scene.frame.contains("No merchants match"))
        await scene.press(.escape)

        #expect(scene.frame.contains("Books Online"))
        await scene.press(.character("q"))
        #expect(scene.outcomes.last == .quit)
    }

    @Test func ctrlUErasesTheSearchFieldAsInAShellAndTypingGoesOn() async {
        let scene = await NavigatorScene()

        await scene.press(.character("/"))
        await scene.type("zzz")
        #expect(scene.frame.contains("No merchants match “zzz”."))
        await scene.press(.eraseLine)
        #expect(scene.frame.contains("Books Online"))
        await scene.type("boo")

        #expect(scene.frame.contains("Search: boo▏"))
        #expect(scene.frame.contains("Books Online"))
        #expect(!scene.frame.contains("Café Ávila"))
    }

    @Test func enterOpensTheHighlightedMerchantAndEscComesBack() async {
        let scene = await NavigatorScene()

        await scene.press(.down, .enter)
        #expect(scene.navigator.screenNames == ["list", "detail"])
        #expect(scene.frame.contains("Café Ávila"))
        #expect(scene.frame.contains("2 locations"))
        await scene.press(.escape)

        #expect(scene.navigator.screenNames == ["list"])
        TextGolden.check(scene.transcript, folder: "Navigation", named: "open-and-back")
    }

    @Test func backspaceAlsoLeavesTheDetail() async {
        let scene = await NavigatorScene()

        await scene.press(.character("j"), .enter, .backspace)

        #expect(scene.navigator.screenNames == ["list"])
    }

    @Test func sCyclesTheSortAndReordersTheList() async {
        let scene = await NavigatorScene()

        await scene.press(.character("s"))
        #expect(scene.frame.contains("Sort: discount"))
        await scene.press(.character("s"))

        #expect(scene.frame.contains("Sort: name"))
        TextGolden.check(scene.transcript, folder: "Navigation", named: "sort")
    }

    @Test func tabMovesThroughTheTabsAndWrapsAround() async {
        let scene = await NavigatorScene(location: ChosenLocation(name: "Caracas", coordinate: Fixtures.caracas))

        await scene.press(.tab)
        #expect(!scene.frame.contains("Café Ávila"))
        await scene.press(.tab)
        #expect(scene.frame.contains("Café Ávila"))
        #expect(!scene.frame.contains("Books Online"))
        await scene.press(.tab)

        #expect(scene.frame.contains("Books Online"))
        TextGolden.check(scene.transcript, folder: "Navigation", named: "tabs")
    }

    @Test func filtersThenTerritoriesThenApplyFiltersTheList() async {
        let scene = await NavigatorScene()

        await scene.press(.character("f"))
        #expect(scene.navigator.screenNames == ["list", "filters"])
        await scene.press(.end, .enter)
        #expect(scene.navigator.screenNames == ["list", "filters", "territories"])
        // Past "All" (and Beirut, the grocer's, which is listed only when the grocer is) to Carabobo.
        await scene.press(.down)
        if Fixtures.showsGrocer { await scene.press(.down) }
        await scene.press(.enter)
        #expect(scene.navigator.screenNames == ["list", "filters"])
        #expect(scene.frame.contains("Carabobo"))
        await scene.press(.character("a"))

        #expect(scene.navigator.screenNames == ["list"])
        #expect(scene.frame.contains("Filters: Carabobo"))
        #expect(scene.frame.contains("Café Ávila"))
        #expect(!scene.frame.contains("Books Online"))
        TextGolden.check(scene.transcript, folder: "Navigation", named: "filters-territories-apply")
    }

    @Test func leavingTheFiltersWithEscKeepsTheListAsItWas() async {
        let scene = await NavigatorScene()
        let before = scene.frame

        await scene.press(.character("f"), .character(" "), .escape)

        #expect(scene.navigator.screenNames == ["list"])
        #expect(scene.frame == before)
    }

    @Test func fMarksTheMerchantAsAFavouriteAndTheListShowsItOnReturn() async throws {
        let scene = await NavigatorScene()

        await scene.press(.enter, .character("f"))
        #expect(try await scene.store.favourites() == [MerchantID("m-books")])
        await scene.press(.character("F"))
        #expect(try await scene.store.favourites() == [])
        await scene.press(.character("F"), .escape)

        #expect(try await scene.store.favourites() == [MerchantID("m-books")])
        TextGolden.check(scene.transcript, folder: "Navigation", named: "favourite")
    }

    @Test func qQuitsFromTheListAndFromTheDetail() async {
        let scene = await NavigatorScene()

        await scene.press(.enter, .character("q"))

        #expect(scene.outcomes == [.proceed, .quit])
    }

    @Test func theSyncAndExportScreensAreNotShownWhenThisBuildCannotReachThem() async {
        let scene = await NavigatorScene()
        await scene.press(.character("u"), .character("e"))

        #expect(scene.navigator.screenNames == ["list"])
    }

    @Test func lChoosesALocationThenTheListSortsNearestFirstWithDistancesAndLaterScreensUseIt() async throws {
        let scene = await NavigatorScene()

        await scene.press(.character("l"))
        #expect(scene.navigator.screenNames == ["list", "location"])
        await scene.type("carab")
        #expect(scene.frame.contains("▸ Carabobo"))
        await scene.press(.enter)

        #expect(scene.navigator.screenNames == ["list"])
        #expect(try await scene.store.chosenLocation()?.name == "Carabobo")
        #expect(try await scene.store.chosenLocation()?.territory == "Carabobo", "a territory is chosen as one")
        #expect(scene.frame.contains("In Carabobo"))
        #expect(scene.frame.contains("Sort: distance"))
        await scene.press(.tab, .tab)
        #expect(scene.frame.contains("[Nearby]") && scene.frame.contains("0 m"))
        await scene.press(.enter)
        #expect(
            scene.frame.contains("Calle 100, Carabobo") && scene.frame.contains("0 m"), "the detail measures from it")
        TextGolden.check(scene.transcript, folder: "Navigation", named: "location")
    }

    @Test func questionMarkShowsEveryKeyOfTheScreenAndTheNextKeyOnlyClosesIt() async {
        let scene = await NavigatorScene()

        await scene.press(.character("?"))
        #expect(scene.frame.contains("Keys of Merchants"))
        #expect(scene.frame.contains("Shift-Tab") && scene.frame.contains("previous tab"))
        #expect(scene.frame.contains("retry after a failure"), "r does something only after a failure, and says so")
        await scene.press(.character("q"))
        #expect(scene.outcomes == [.proceed, .proceed], "q closed the key help; it did not quit")
        #expect(scene.frame.contains("Books Online"))
        await scene.press(.enter, .character("?"))
        #expect(scene.frame.contains("Keys of Books Online") && scene.frame.contains("favourite"))
        await scene.press(.escape)
        #expect(scene.navigator.screenNames == ["list", "detail"])
        await scene.press(.character("/"), .character("?"))
        #expect(scene.navigator.screenNames == ["list", "detail"])
        TextGolden.check(scene.transcript, folder: "Navigation", named: "keys")
    }

    @Test func theStarListsTheFavouritesWhichOpenAndCanBeUnmarked() async throws {
        let scene = await NavigatorScene(store: InMemoryLocalStore(favourites: [MerchantID("m-cafe")]))

        await scene.press(.character("*"))
        #expect(scene.navigator.screenNames == ["list", "favourites"])
        #expect(scene.frame.contains("Café Ávila ★") && scene.frame.contains("1 favourite"))
        await scene.press(.enter)
        #expect(scene.navigator.screenNames == ["list", "favourites", "detail"])
        await scene.press(.character("f"), .escape)

        #expect(scene.navigator.screenNames == ["list", "favourites"])
        #expect(scene.frame.contains("No favourites yet"))
        await scene.press(.escape)
        #expect(!scene.frame.contains("★"))
        TextGolden.check(scene.transcript, folder: "Navigation", named: "favourites")
    }
}
