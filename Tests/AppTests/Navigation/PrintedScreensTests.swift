import Domain
import TestSupport
import Testing

@testable import ExploreApp

@Suite struct PrintedScreensTests {
    let plain = RenderOptions(size: TerminalSize(columns: 60, rows: 5), usesColor: false)

    @Test func aPrintedListIsAsTallAsItsRowsWhateverTheTerminalsHeight() async throws {
        let directory = InMemoryDirectory(merchants: Fixtures.merchants)
        let page = try await directory.search(MerchantQuery())

        let lines = PrintedScreens.merchantList(page, query: MerchantQuery(), options: plain)

        #expect(lines.count > plain.size.rows)
        #expect(lines.contains { $0.contains("Green Grocer") } == Fixtures.showsGrocer)
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") && $0.count <= 60 })
        #expect(lines.last == " \(Fixtures.shownMerchantCount) merchants")
    }

    @Test func colourIsUsedOnlyWhenAllowed() async throws {
        let directory = InMemoryDirectory(merchants: Fixtures.merchants)
        let detail = try await GetMerchantDetail(directory: directory)(MerchantID("m-books"), near: nil)
        var coloured = plain
        coloured.usesColor = true

        #expect(!PrintedScreens.merchantDetail(detail, options: plain).joined().contains("\u{1B}["))
        #expect(PrintedScreens.merchantDetail(detail, options: coloured).joined().contains("\u{1B}["))
    }

    @Test func trimmingDropsTrailingSpacesAndBlankLinesOnly() {
        #expect(PrintedScreens.trimmed([" a  ", "", " b", "   ", ""]) == [" a", "", " b"])
    }
}
