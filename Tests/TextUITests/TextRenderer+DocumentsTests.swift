import Domain
import Presentation
import ScreenSamples
import Testing
import TextUI

@Suite struct TextRendererDocumentsTests {

    @Test func aPrintedListIsAsTallAsItsRowsWithNoKeyHelpAndNoTrailingSpaces() {
        let page = Page(
            items: (1...30).map {
                MerchantListing(id: MerchantID("m\($0)"), name: "Merchant \($0)", type: .physical, paymentMethod: .dash)
            }, total: 30, request: PageRequest(limit: 30))
        let state = MerchantListViewState(page: page, query: MerchantQuery(text: "mer"))

        let lines = TextRenderer.document(state, columns: 60, theme: .plain).printedLines

        #expect(lines.count == 35)
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") && $0.count <= 60 })
        #expect(lines.last == " 30 merchants")
        #expect(!lines.joined().contains("quit"))
    }

    @Test func aPrintedATMListHasNoSearchLineAndNoKeyHelp() {
        let atm = ATM(
            id: 7, name: "Corner ATM", type: .buy, location: Location(id: 7, city: "Austin", territory: "Texas"))
        let page = Page(items: [ATMListing(atm: atm, distance: nil)], total: 1, request: .first)

        let lines = TextRenderer.document(ATMListViewState(page: page), columns: 80, theme: .plain).printedLines

        #expect(lines.count == 4)
        #expect(lines[0] == " Explore › ATMs")
        #expect(lines[2].hasPrefix("   Corner ATM"))
        #expect(lines[3] == " 1 ATM")
    }

    @Test func aBarePageIsTheHeadingsTheRowsAndTheCountOnly() {
        let page = Page(
            items: (1...2).map {
                MerchantListing(id: MerchantID("m\($0)"), name: "Merchant \($0)", type: .physical, paymentMethod: .dash)
            }, total: 9, request: PageRequest(limit: 2))
        let state = MerchantListViewState(page: page, query: MerchantQuery(text: "mer"))
        let atm = ATM(id: 7, name: "Corner ATM", type: .buy, location: Location(id: 7, city: "Austin"))
        let atms = ATMListViewState(page: Page(items: [ATMListing(atm: atm, distance: nil)], total: 1, request: .first))

        let merchants = TextRenderer.document(state, columns: 60, theme: .plain, fit: .widen, chrome: .bare)
        let machines = TextRenderer.document(atms, columns: 60, theme: .plain, fit: .widen, chrome: .bare)

        #expect(merchants.printedLines.count == 4)
        #expect(merchants.printedLines[0].hasPrefix("   Merchant"))
        #expect(merchants.printedLines[1].hasPrefix("   Merchant 1 "))
        #expect(merchants.printedLines[3] == " Showing 2 of 9 merchants")
        #expect(machines.printedLines.count == 3)
        #expect(machines.printedLines[0].hasPrefix("   ATM"))
        #expect(machines.printedLines[2] == " 1 ATM")
    }

    @Test func aBareDetailStartsWithTheMerchantsNameWithoutTheProgramsTitleOrARule() {
        let state = SampleStates.merchantDetail

        let bare = TextRenderer.document(state, columns: 60, theme: .plain, chrome: .bare).printedLines
        let titled = TextRenderer.document(state, columns: 60, theme: .plain, chrome: .titled).printedLines

        #expect(bare[0].hasPrefix(" \(state.title)  ") && bare[0].hasSuffix("★ favourite"))
        #expect(bare[2] == "")
        #expect(titled[0].hasPrefix(" Explore › \(state.title)  "))
        #expect(titled[2] == String(repeating: "─", count: 60))
        #expect(bare[1] == titled[1])
        #expect(!bare.joined().contains("Explore") && !bare.joined().contains("─"))
        #expect(Array(bare.dropFirst(3)) == Array(titled.dropFirst(3)))
        #expect(bare.count > 5)
    }

    @Test func aTitledPageWithoutSearchWordsHasNoSearchHint() {
        let listing = MerchantListing(id: MerchantID("m1"), name: "Books", type: .online, paymentMethod: .dash)
        let state = MerchantListViewState(
            page: Page(items: [listing], total: 1, request: .first), query: MerchantQuery())

        let lines = TextRenderer.document(state, columns: 80, theme: .plain, chrome: .titled).printedLines

        #expect(lines[0] == " Explore › Merchants")
        #expect(lines[1].hasPrefix(" [All] Online  Nearby"))
        #expect(lines[2].hasPrefix("   Merchant"))
        #expect(!lines.joined().contains("/ to search"))
    }

    @Test func colourIsUsedOnlyInTheANSITheme() {
        let state = MerchantDetailViewState(title: "Books", phase: .loaded, kind: "Dash · online")
        #expect(!TextRenderer.document(state, columns: 60, theme: .plain).text.contains("\u{1B}["))
        #expect(TextRenderer.document(state, columns: 60, theme: .ansi).text.contains("\u{1B}["))
    }

    @Test func printedLinesDropTrailingSpacesAndBlankLinesAtTheEndOnly() {
        #expect(Frame(lines: [" a  ", "", " b", "   ", ""]).printedLines == [" a", "", " b"])
    }
}
