import Domain
import TestSupport
import Testing

@Suite("SearchMerchants")
struct SearchMerchantsTests {
    @Test(
        "search text is trimmed and its whitespace collapsed",
        arguments: [
            ("  café  ", "café"), ("books\t\n online", "books online"), ("   ", ""), ("", ""),
            ("\u{3000}green\u{00A0}grocer ", "green grocer"), ("\"NEAR\"  *-", "\"NEAR\" *-"),
        ])
    func textNormalised(_ text: String, _ expected: String) throws {
        #expect(try SearchMerchants.normalized(MerchantQuery(text: text)).text == expected)
    }

    @Test("search text is capped at 200 characters")
    func textCapped() throws {
        let text = String(repeating: "ab ", count: 150)
        let normalized = try SearchMerchants.normalized(MerchantQuery(text: text)).text
        #expect(normalized.count == SearchMerchants.maximumTextLength)
        #expect(normalized.hasPrefix("ab ab"))
        let emoji = String(repeating: "☕️", count: 300)
        #expect(try SearchMerchants.normalized(MerchantQuery(text: emoji)).text.count == 200)
    }

    @Test("a cap that falls just after a space leaves no trailing space, so normalising twice changes nothing")
    func capNeverLeavesTrailingSpace() throws {
        let text = String(repeating: "a", count: 199) + " bcd"
        let once = try SearchMerchants.normalized(MerchantQuery(text: text))
        #expect(once.text == String(repeating: "a", count: 199))
        #expect(try SearchMerchants.normalized(once) == once)
    }

    @Test(
        "a word starting with a combining mark loses it: the space before it would become part of that character",
        arguments: [
            ("books\n\u{5BA}online", "books online"), ("a \u{301}\u{302}b\u{301}", "a b\u{301}"),
            ("x\t\u{200D}y", "x y"), ("\u{301}first stays", "\u{301}first stays"), ("a \u{301}", "a"),
            // What the fuzzer found: U+FFFD for the invalid bytes, a newline, then U+05BA (a Hebrew point).
            (
                "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\n\u{5BA}\u{0}\u{FFFD}=\u{FFFD}\n\u{FFFD}\u{7D5}\u{FFFD}1\u{FFFD}x",
                "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD} \u{0}\u{FFFD}=\u{FFFD} \u{FFFD}\u{7D5}\u{FFFD}1\u{FFFD}x"
            ),
        ])
    func combiningMarkAfterWhitespace(_ text: String, _ expected: String) throws {
        let once = try SearchMerchants.normalized(MerchantQuery(text: text))
        #expect(once.text.unicodeScalars.elementsEqual(expected.unicodeScalars))
        #expect(try SearchMerchants.normalized(once) == once)
    }

    @Test("Nearby without a position is an invalid query")
    func nearbyNeedsAPosition() {
        #expect {
            try SearchMerchants.normalized(MerchantQuery(tab: .nearby))
        } throws: { error in
            guard case DirectoryError.invalidQuery = error else { return false }
            return true
        }
    }

    @Test(
        "Nearby needs a radius above 0 and at most 500 km",
        arguments: [
            (Distance(meters: 0), false), (Distance(meters: -1), false), (Distance(meters: .nan), false),
            (Distance(meters: .infinity), false), (Distance.kilometers(500.001), false), (Distance(meters: 1), true),
            (MerchantQuery.defaultRadius, true), (Distance.kilometers(500), true),
        ])
    func nearbyRadiusBounds(_ radius: Distance, _ isValid: Bool) {
        let query = MerchantQuery(tab: .nearby, position: Fixtures.caracas, radius: radius)
        #expect(((try? SearchMerchants.normalized(query)) != nil) == isValid)
    }

    @Test("the radius is not checked outside the Nearby tab", arguments: [DirectoryTab.all, .online])
    func radiusIgnoredElsewhere(_ tab: DirectoryTab) throws {
        let query = MerchantQuery(tab: tab, radius: Distance(meters: 0))
        #expect(try SearchMerchants.normalized(query) == query)
    }

    @Test("sorting by distance without a position sorts by name; other sorts are kept")
    func distanceSortWithoutPosition() throws {
        #expect(try SearchMerchants.normalized(MerchantQuery(sort: .distance)).sort == .name)
        #expect(
            try SearchMerchants.normalized(MerchantQuery(sort: .distance, position: Fixtures.caracas)).sort
                == .distance)
        #expect(try SearchMerchants.normalized(MerchantQuery(sort: .discount)).sort == .discount)
    }

    @Test("a query already normal is left as it is")
    func normalQueryUnchanged() throws {
        let query = MerchantQuery(
            text: "green grocer", tab: .nearby, filters: MerchantFilters(paymentOptions: [.piggyCards]),
            sort: .distance, position: Fixtures.newYork, radius: .kilometers(10),
            page: PageRequest(offset: 20, limit: 5))
        #expect(try SearchMerchants.normalized(query) == query)
    }

    @Test("the directory receives the normalised query and its answer is returned")
    func passesTheNormalisedQuery() async throws {
        let directory = InMemoryDirectory(merchants: Fixtures.merchants)
        let page = try await SearchMerchants(directory: directory)(MerchantQuery(text: "  books \t ", sort: .distance))
        #expect(await directory.receivedQueries == [MerchantQuery(text: "books", sort: .name)])
        #expect(page.items.map(\.id) == [Fixtures.bookshop.id])
        #expect(page.total == 1)
    }

    @Test("an invalid query never reaches the directory")
    func invalidQueryNotSent() async {
        let directory = InMemoryDirectory(merchants: Fixtures.merchants)
        await #expect(throws: DirectoryError.self) {
            try await SearchMerchants(directory: directory)(MerchantQuery(tab: .nearby))
        }
        #expect(await directory.receivedQueries.isEmpty)
    }

    @Test("a directory failure reaches the caller unchanged")
    func directoryFailurePropagates() async {
        let directory = InMemoryDirectory(merchants: Fixtures.merchants)
        await directory.setFailure(.readFailed("disk I/O error"))
        await #expect(throws: DirectoryError.readFailed("disk I/O error")) {
            try await SearchMerchants(directory: directory)(MerchantQuery())
        }
    }

    @Test("a territory no location names is an error, not an empty list; a known one with no match is empty")
    func unknownTerritory() async throws {
        let search = SearchMerchants(directory: InMemoryDirectory(merchants: Fixtures.merchants))
        await #expect(throws: DirectoryError.territoryNotFound("Californa", suggestions: [])) {
            try await search(MerchantQuery(filters: MerchantFilters(territory: "Californa")))
        }
        await #expect(throws: DirectoryError.territoryNotFound("Carabob", suggestions: ["Carabobo"])) {
            try await search(MerchantQuery(filters: MerchantFilters(territory: "Carabob")))
        }
        let folded = try await search(MerchantQuery(filters: MerchantFilters(territory: "CARABOBO")))
        #expect(folded.items.map(\.id) == [MerchantID("m-cafe")], "found as people type it")
        #expect(folded.items.first?.territory == "Carabobo")
        let page = try await search(MerchantQuery(text: "books", filters: MerchantFilters(territory: "Carabobo")))
        #expect(page.total == 0)
    }

    @Test("a search that finds nothing suggests the nearest merchant names and places, in the query's tab and filters")
    func suggestions() async throws {
        let search = SearchMerchants(directory: InMemoryDirectory(merchants: Fixtures.merchants))
        #expect(try await search.suggestions(for: MerchantQuery(text: "cafee")) == ["Café Ávila"])
        #expect(try await search.suggestions(for: MerchantQuery(text: " Cafe  Avilla ")) == ["Café Ávila"])
        #expect(
            try await search.suggestions(for: MerchantQuery(text: "zurik"), places: ["Zürich", "Caracas"]) == ["Zürich"]
        )
        #expect(try await search.suggestions(for: MerchantQuery(text: "")).isEmpty)
        #expect(try await search.suggestions(for: MerchantQuery(text: "qqqqq")).isEmpty)
        #expect(try await search.suggestions(for: MerchantQuery(text: "cafee", tab: .online)).isEmpty, "not online")
    }
}
