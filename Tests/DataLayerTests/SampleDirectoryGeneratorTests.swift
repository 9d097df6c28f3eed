import Domain
import Foundation
import GRDB
import Testing

@testable import DataLayer
@testable import SnapshotFile

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
                db, sql: "SELECT count(*) FROM merchant_fts WHERE merchant_fts MATCH 'bakery'")
            let likeRows = try Int.fetchOne(db, sql: "SELECT count(*) FROM merchant WHERE name LIKE '%bakery%'")
            #expect(ftsRows == likeRows)
        }
    }

    @Test func benchmarkFilesMixTheKindsOfMerchantsRealFilesHold() throws {
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
        #expect(!merchants.contains { $0.name.contains("Zyx") }, "hostile names are planted by tests only")
        let meanLocations = Double(locations.count) / Double(merchants.count)
        #expect((2.0...3.2).contains(meanLocations), "\(meanLocations)")
        let broad = merchants.filter { $0.name.hasSuffix(" Market") }.count
        #expect((120...280).contains(broad), "a word in about 10 % of names: \(broad)")
    }

    @Test func plantedNamesReplaceTheirMerchantsNamesAndWebsitesAndNothingElse() throws {
        let plain = SampleDirectoryGenerator(merchantCount: 2_000, seed: 11)
        var planted = plain
        planted.planted = HostileSamples.all
        try plain.write(to: folder.path("plain.db"))
        try planted.write(to: folder.path("planted.db"))

        let (before, after) = (plain.merchants(), planted.merchants())
        #expect(after.contains { $0.name.count == 10_000 })
        #expect(after.contains { $0.name.contains("<script>") && $0.website == nil })
        #expect(after.contains { $0.name.contains("\u{1B}]0;pwned\u{07}") })
        #expect(after.contains { $0.name.contains("\u{202E}") })
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(changed.count == HostileSamples.all.count)
        for (old, new) in changed {
            var renamed = old
            (renamed.name, renamed.website) = (new.name, new.website)
            #expect(renamed == new, "only the name and website differ")
        }
        let rows = { (path: String) throws -> [[DatabaseValue]] in
            try DatabaseQueue(path: path).read { db in
                try Row.fetchAll(db, sql: "SELECT * FROM merchant ORDER BY id").map { row in
                    Array(
                        row.columnNames.filter { !["name", "website"].contains($0) }.map { row[$0] as DatabaseValue })
                }
            }
        }
        let (plainRows, plantedRows) = (try rows(folder.path("plain.db")), try rows(folder.path("planted.db")))
        #expect(plainRows == plantedRows)
    }

    @Test func theBuiltInSampleIsReadableAndShowsEveryKindOfMerchant() throws {
        let merchants = SampleDirectoryGenerator.builtIn.merchants()
        #expect(merchants.count == SampleDirectoryGenerator.builtInMerchantCount)
        #expect(Set(merchants.map(\.name)).count == merchants.count, "every name once")
        for merchant in merchants {
            #expect((4...40).contains(merchant.name.count), "\(merchant.name)")
            #expect(
                !merchant.name.unicodeScalars.contains {
                    $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
                }, "\(merchant.name)")
            #expect(!merchant.name.contains("<") && !merchant.name.contains("\""))
        }
        let scripts: [(String, ClosedRange<UInt32>)] = [
            ("Arabic", 0x0600...0x06FF), ("Hebrew", 0x0590...0x05FF), ("Greek", 0x0370...0x03FF),
            ("Japanese kana", 0x3040...0x30FF), ("CJK", 0x4E00...0x9FFF), ("Hangul", 0xAC00...0xD7AF),
        ]
        for (script, range) in scripts {
            let names = merchants.map(\.name).filter { $0.unicodeScalars.contains { range.contains($0.value) } }
            #expect(!names.isEmpty, "\(script)")
        }
        #expect(merchants.filter { $0.locations.count >= 8 && $0.territories.count >= 3 }.count >= 5, "chains")
        #expect(merchants.filter { $0.type == .online }.count >= 30)
        #expect(merchants.contains { $0.offers.contains { $0.discount.isFee } })
        #expect(merchants.contains { $0.offers.contains { $0.discount.basisPoints >= 1500 } })
        #expect(merchants.contains { $0.paymentMethod == .dash && $0.offers.isEmpty })
        let path = folder.path("built-in.db")
        try SampleDirectoryGenerator.builtInSample(to: path)
        let counts = try DatabaseQueue(path: path).read { db in
            try [
                "SELECT count(*) FROM atm", "SELECT count(*) FROM atm WHERE source IS NOT NULL",
                "SELECT count(*) FROM merchant WHERE active = 0",
            ].map { try Int.fetchOne(db, sql: $0) ?? -1 }
        }
        #expect(counts[0] >= 20)
        #expect(counts[1] == 0, "nobody listed the sample's ATMs")
        #expect(counts[2] == 0, "no hidden rows")
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
