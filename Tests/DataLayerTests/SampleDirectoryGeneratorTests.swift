import Domain
import Foundation
import GRDB
import Testing

@testable import DataLayer

@Suite struct SampleDirectoryGeneratorTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    private func dump(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            try ["merchant", "gift_card_providers", "atm", "explore_metadata"].flatMap { table in
                try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY rowid").map(\.description)
            }
        }
    }

    @Test func theSameSeedWritesTheSameRowsAndAnotherSeedDoesNot() throws {
        let generator = SampleDirectoryGenerator(merchantCount: 120, seed: 5)
        try generator.write(to: folder.path("a.db"))
        try generator.write(to: folder.path("b.db"))
        try SampleDirectoryGenerator(merchantCount: 120, seed: 6).write(to: folder.path("c.db"))
        #expect(try dump(folder.path("a.db")) == dump(folder.path("b.db")))
        #expect(try dump(folder.path("a.db")) != dump(folder.path("c.db")))
        #expect(generator.merchants() == generator.merchants())
    }

    @Test func filesHaveThePublishedV4Schema() throws {
        let path = folder.path("v4.db")
        try SampleDirectoryGenerator.builtInSample(to: path)
        try DatabaseQueue(path: path).read { db in
            #expect(try Int.fetchOne(db, sql: "PRAGMA user_version") == 4)
            let sql = try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE name LIKE '%_fts'")
            #expect(sql.count == 2)
            #expect(sql.allSatisfy { $0.contains("FTS4") && $0.contains("content=") })
            #expect(
                try String.fetchOne(db, sql: "SELECT value FROM explore_metadata WHERE key = 'version'")
                    == "1767225600000")
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM atm") ?? 0 >= 20)
            let ftsRows = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM merchant_fts WHERE merchant_fts MATCH 'market'")
            let likeRows = try Int.fetchOne(db, sql: "SELECT count(*) FROM merchant WHERE name LIKE '%market%'")
            #expect(ftsRows == likeRows)
        }
    }

    @Test func theSampleMixesTheKindsOfMerchantsRealFilesHold() throws {
        let merchants = SampleDirectoryGenerator(merchantCount: 2_000, seed: 11).merchants()
        let locations = merchants.flatMap(\.locations)
        #expect(merchants.contains { $0.paymentMethod == .dash && $0.offers.isEmpty })
        #expect(merchants.contains { Set($0.offers.map(\.provider)) == [.ctx, .piggyCards] })
        #expect(merchants.contains { $0.offers.contains { $0.discount.isFee } })
        #expect(merchants.contains { $0.offers.contains { $0.discount == Discount(basisPoints: 2000) } })
        #expect(merchants.contains { $0.type == .online && $0.locations.allSatisfy { $0.coordinate == nil } })
        #expect(merchants.contains { $0.locations.count >= 10 && $0.territories.count >= 3 })
        #expect(merchants.contains { $0.name.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        #expect(merchants.contains { $0.name.contains("東京") || $0.name.contains("寿司") })
        #expect(merchants.contains { $0.name.unicodeScalars.contains { (0x0590...0x06FF).contains($0.value) } })
        #expect(merchants.contains { $0.name.count == 10_000 })
        #expect(merchants.contains { $0.name.contains("<script>") && $0.website == nil })
        #expect(merchants.contains { $0.name.contains("\u{1B}]0;pwned\u{07}") })
        #expect(merchants.contains { $0.name.contains("\u{202E}") })
        let meanLocations = Double(locations.count) / Double(merchants.count)
        #expect((2.0...3.2).contains(meanLocations), "\(meanLocations)")
        let broad = merchants.filter { $0.name.hasSuffix(" Market") }.count
        #expect((120...280).contains(broad), "a word in about 10 % of names: \(broad)")
    }

    @Test func aTypicalWordMatchesAFewMerchantsOfMany() {
        let merchants = SampleDirectoryGenerator(merchantCount: 10_000, seed: 1).merchants()
        var counts: [String: Int] = [:]
        for merchant in merchants {
            for word in Set(merchant.name.split(separator: " ")) { counts[String(word), default: 0] += 1 }
        }
        let invented = SampleVocabulary.words.compactMap { counts[$0] }.sorted()
        #expect(invented.count > 3_000)
        #expect((1...6).contains(invented[invented.count / 2]), "median per word at 10,000 merchants")
    }

    @Test func aZeroCountIsRefusedAndLeavesNoFile() {
        let path = folder.path("none.db")
        #expect(throws: GeneratorError.invalidCount(0)) {
            try SampleDirectoryGenerator(merchantCount: 0).write(to: path)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func theFirstRunsSampleIsInstalledOnlyWhereNoSnapshotIsAndLeavesNothingBeside() throws {
        let path = folder.path("directory.db")
        let dead = try Processes.deadPid()
        let leftover = folder.path(".directory.db.tmp-\(dead)-1")
        try Data("a killed first run's half sample".utf8).write(to: URL(fileURLWithPath: leftover))

        let first = try SampleDirectoryGenerator(merchantCount: 5, seed: 1).install(at: path, rule: .ifMissing)
        let before = try dump(path)
        let second = try SampleDirectoryGenerator(merchantCount: 7, seed: 2).install(at: path, rule: .ifMissing)

        #expect(first == .replaced)
        #expect(second == .kept(SampleDirectoryGenerator.defaultVersion))
        #expect(try dump(path) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["directory.db"])
    }
}
