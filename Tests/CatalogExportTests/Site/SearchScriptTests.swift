import CatalogExport
import Domain
import Foundation
import TestSupport
import Testing

/// The search page's script (`Resources/search.js`), run under Node on a generated site: its word-matching rule
/// is the app's, and it finds places and sorts by distance from the index's coordinates.
@Suite("search.js")
struct SearchScriptTests {
    /// The shared table of the name-matching rule, beside the test targets.
    static let casesFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Shared/name-matching-cases.json")

    /// A site of the fixture with ATMs, whose `search.js` and `search/` files the tests load.
    static func site() async throws -> TemporaryCatalogFolder {
        let folder = try TemporaryCatalogFolder()
        try await CatalogSiteRenderer().render(try await CatalogFixture.catalogWithATMs(), to: folder)
        return folder
    }

    /// Runs `body` under Node and decodes what it returns (or what the promise it returns gives) as JSON. The body
    /// sees `search` (the site's script), `manifest` (the parsed `search/manifest.json`), `load(path)` (a promise of
    /// a file of the site, parsed), `index` (the whole index: every file under `search/` gathered, as one index
    /// would list it) and `input` (the parsed JSON of `input`).
    static func evaluate<Result: Decodable>(
        _ body: String, input: some Encodable = [String](), in folder: TemporaryCatalogFolder,
        as type: Result.Type = Result.self, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Result? {
        let inputFile = folder.url.appendingPathComponent("test-input.json")
        try JSONEncoder().encode(input).write(to: inputFile)
        let program = """
            const fs = require('fs');
            const path = require('path');
            const search = require(process.argv[1]);
            const root = process.argv[2];
            const read = file => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
            const load = file => Promise.resolve(read(file));
            const manifest = read('search/manifest.json');
            const index = search.gather(['search/w', 'search/c'].flatMap(folder =>
              fs.readdirSync(path.join(root, folder)).sort().map(name => read(folder + '/' + name))));
            const input = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
            Promise.resolve((() => { \(body) })()).then(result => process.stdout.write(JSON.stringify(result)));
            """
        let arguments = [folder.url.appendingPathComponent("search.js").path, folder.url.path, inputFile.path]
        guard let printed = try await NodeScript.run(program, arguments: arguments, sourceLocation: sourceLocation)
        else { return nil }
        return try JSONDecoder().decode(Result.self, from: printed)
    }

    struct Case: Codable {
        let name: String
        let query: String
        let matches: Bool
        let why: String?
    }

    @Test("the site matches names by every case of the shared table of the app's rule")
    func followsSharedTable() async throws {
        let folder = try await Self.site()
        defer { folder.remove() }
        let cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: Self.casesFile))
        #expect(cases.count >= 20)
        let answers = try await Self.evaluate(
            "return input.map(c => search.matches(c.name, c.query));", input: cases, in: folder, as: [Bool].self)
        guard let answers else { return }
        for (entry, answer) in zip(cases, answers) {
            #expect(
                answer == entry.matches,
                "\(entry.query.debugDescription) in \(entry.name.debugDescription): \(entry.why ?? "")")
        }
    }

    @Test("the site agrees with the app's rule on 3,000 generated names and searches")
    func agreesWithAppRule() async throws {
        let folder = try await Self.site()
        defer { folder.remove() }
        let cases = GeneratedNames.cases(count: 3_000)
        let answers = try await Self.evaluate(
            "return input.map(c => search.matches(c.name, c.query));", input: cases, in: folder, as: [Bool].self)
        guard let answers else { return }
        #expect(cases.filter(\.matches).count > 300, "the generated cases should match often enough to mean something")
        func scalars(_ text: String) -> String {
            text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
        }
        for (entry, answer) in zip(cases, answers) where answer != entry.matches {
            Issue.record("[\(scalars(entry.query))] in [\(scalars(entry.name))]: the app says \(entry.matches)")
        }
    }

    @Test("the site folds text as the app does, step for step, on hard characters and generated names")
    func foldsAsTheApp() async throws {
        let folder = try await Self.site()
        defer { folder.remove() }
        let texts =
            GeneratedNames.pieces + GeneratedNames.cases(count: 500).map(\.name)
            + [
                "Café am See", "Doña", "Ávila", "Apótek", "İstanbul", "Straße", "ẞ", "ΚΑΦΕ", "καφέ", "ΟΔΥΣΣΕΥΣ",
                "Iğdır",
            ]
        let folded = try await Self.evaluate(
            "return input.map(search.fold);", input: texts, in: folder, as: [String].self)
        guard let folded else { return }
        for (text, site) in zip(texts, folded) where site != SearchWords.folded(text) {
            Issue.record("\(text.debugDescription): the site folds to \(site.debugDescription)")
        }
    }

    @Test("the scripts written without spaces are the app's: JavaScript's Script property, on every letter and digit")
    func scriptsWrittenWithoutSpacesAreTheApps() async throws {
        let folder = try await Self.site()
        defer { folder.remove() }
        // Runs of letters and digits of those scripts, joined across what is no letter nor digit (never asked about).
        let ranges = try await Self.evaluate(
            """
            const letter = /^[\\p{Alphabetic}\\p{N}]$/u;
            const ranges = [];
            let start = null, last = null;
            for (let c = 0; c <= 0x10FFFF; c++) {
              if (c >= 0xD800 && c <= 0xDFFF) { continue; }
              const s = String.fromCodePoint(c);
              if (!letter.test(s)) { continue; }
              if (search.isWrittenWithoutSpaces(s)) {
                if (start === null) { start = c; }
                last = c;
              } else if (start !== null) {
                ranges.push([start, last]);
                start = null;
              }
            }
            if (start !== null) { ranges.push([start, last]); }
            return ranges;
            """, in: folder, as: [[UInt32]].self)
        guard let ranges else { return }
        #expect(ranges == SearchWords.spacelessRanges.map { [$0.lowerBound, $0.upperBound] })
    }

    @Test("the site cuts a name into the words it is found by as the app does, inside CJK and Thai runs too")
    func nameWordsAsTheApp() async throws {
        let folder = try await Self.site()
        defer { folder.remove() }
        let texts =
            GeneratedNames.pieces + GeneratedNames.cases(count: 500).map(\.name)
            + ["さくら薬局", "浅草珈琲店", "東京Cafe", "ラーメン", "스타벅스커피", "ร้านกาแฟดี", "ຮ້ານກາເຟ", "ကော်ဖီဆိုင်", "ហាងកាហ្វេ", "กำแพงเพชร"]
        let words = try await Self.evaluate(
            "return input.map(search.nameWords);", input: texts, in: folder, as: [[String]].self)
        guard let words else { return }
        for (text, site) in zip(texts, words) where site != SearchWords.nameWords(in: text) {
            Issue.record("\(text.debugDescription): the site cuts \(site), the app \(SearchWords.nameWords(in: text))")
        }
    }

    struct Found: Decodable {
        struct Kind: Decodable {
            let count: Int
            let items: [Item]
        }
        struct Item: Decodable {
            let entry: Entry
            let distance: Double?
        }
        struct Entry: Decodable {
            let name: String
            let path: String?
            let within: String?
            let atmPath: String?
        }
        let places: Kind
        let merchants: Kind
        let atms: Kind
    }

    static func find(_ query: String, near origin: Coordinate? = nil, in folder: TemporaryCatalogFolder) async throws
        -> Found?
    {
        let position = origin.map { ["latitude": $0.latitude, "longitude": $0.longitude] }
        return try await evaluate(
            "return search.find(search.prepare(index), input.query, input.origin);",
            input: Query(query: query, origin: position), in: folder)
    }

    struct Query: Encodable {
        let query: String
        let origin: [String: Double]?
    }

    @Test("places are found by city and by territory, and lead to the territory's pages")
    func findsPlaces() async throws {
        let folder = try await Self.site()
        defer { folder.remove() }
        let caracas = try await #require(try Self.find("cara", in: folder))
        let names = caracas.places.items.map { "\($0.entry.name) (\($0.entry.within ?? "territory"))" }
        #expect(names == ["Carabobo (territory)", "Caracas (Distrito Capital)", "Valencia (Carabobo)"])
        let city = try #require(caracas.places.items.first { $0.entry.name == "Caracas" }?.entry)
        #expect(city.path == "territories/distrito-capital.html" && city.atmPath == "atms/distrito-capital.html")
        // A city is also found by its territory's name; the app's rule holds: "apital" begins no word.
        await #expect(try Self.find("valencia carabobo", in: folder)?.places.items.map(\.entry.name) == ["Valencia"])
        await #expect(try Self.find("apital", in: folder)?.places.count == 0)
        // A name search still finds merchants and ATMs by their own names, not by their places.
        let plaza = try await #require(try Self.find("plaza", in: folder))
        #expect(plaza.atms.items.map(\.entry.path) == ["atms/distrito-capital.html#atm-11"])
        #expect(plaza.merchants.count == 0)
    }

    @Test("near a position, merchants and ATMs come nearest first, at the distances the app measures")
    func sortsByDistance() async throws {
        let folder = try await Self.site()
        defer { folder.remove() }
        let origin = Coordinate(latitude: 10.495, longitude: -66.885)!
        let found = try await #require(try Self.find("", near: origin, in: folder))
        let distances = found.merchants.items.compactMap(\.distance)
        #expect(distances.count == found.merchants.items.count, "with no words, only placed merchants are listed")
        #expect(distances == distances.sorted())
        #expect(found.merchants.items.first?.entry.name == "Tienda Ñandú")
        // Tienda Ñandú stands at 10.49, -66.88, about 770 m away; the index rounds to about 100 m.
        let nearest = Coordinate(latitude: 10.49, longitude: -66.88)!.distance(to: origin).meters
        #expect(abs((distances.first ?? -1) - nearest) < 150)
        #expect(found.atms.items.first?.entry.name == "Plaza Venezuela ATM")
        #expect(found.places.count == 0, "places are found by name only")
        // Words still filter: nearest first among the names that match.
        let coffee = try await #require(try Self.find("c", near: origin, in: folder))
        #expect(coffee.merchants.items.last?.distance == nil, "online shops match, after every placed one")
    }

    @Test("the script asks for nothing but the site's own search files")
    func makesNoOtherRequest() async throws {
        let folder = try await Self.site()
        defer { folder.remove() }
        let script = String(decoding: try folder.contents(of: "search.js"), as: UTF8.self)
        #expect(script.components(separatedBy: "fetch(").count == 2)
        #expect(script.contains("fetch(path)") && script.contains("load('search/manifest.json')"))
        #expect(script.contains("file: 'search/w/' + id") && script.contains("file: 'search/c/' + cell[0]"))
        #expect(script.contains("load('search/cells.json')"))
        for forbidden in ["http://", "https://", "XMLHttpRequest", "sendBeacon", "WebSocket", "import("] {
            #expect(!script.contains(forbidden), "\(forbidden)")
        }
    }
}
