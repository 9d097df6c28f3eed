import Foundation
import Testing

/// A value whose cost hides in one character: "Zalgo" followed by ten million combining accents is five characters
/// and 20 MB, an emoji followed by a million joiners and variation selectors one character and 6 MB. Each is cut
/// after ``SnapshotFile/StoredText/longest`` Unicode scalars, like any long text, wherever it is read: a search, a
/// detail, a catalog and the ATM list print a few kilobytes. Kept whole for being few characters, the name made one
/// search take 4 to 6 seconds and 160 MB where a plain name of the same bytes takes 0.2 seconds and 74 MB.
@Suite struct LongCharacterTests {
    /// `count` copies of the scalars `scalars` (SQL `char(...)` arguments) after `start`, as an SQL expression.
    static func stacked(_ start: String, _ scalars: String, count: Int) -> String {
        "'\(start)' || replace(printf('%.*c', \(count), 'x'), 'x', char(\(scalars)))"
    }

    /// How many KiB more than its plain twin a file may take: a few for the text cut and printed, none for the value.
    static let margin = 10_000

    /// The first ``SnapshotFile/StoredText/longest`` scalars of `text` and the mark of a cut, as the output's bytes.
    static func cut(_ text: String) -> Data {
        Data((String(String.UnicodeScalarView(text.unicodeScalars.prefix(1_000))) + "…").utf8)
    }

    /// The search on a file whose first merchant has the accented name and address costs what it costs on the same
    /// file where they are plain letters of the same bytes (SQLite still reads a value whole to cut it): a few
    /// kibibytes of answer, not the value.
    @Test func aNameOfTenMillionAccentsCostsWhatAPlainNameOfItsBytesCosts() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let plain = home.url.appendingPathComponent("plain.db").path
        let zalgo = home.url.appendingPathComponent("zalgo.db").path
        await #expect(try explore.run(["generate", "--merchants", "20", "--out", plain]).status == 0)
        try FileManager.default.copyItem(atPath: plain, toPath: zalgo)
        let id = try await Shell.output("sqlite3", [plain, "SELECT merchantId FROM merchant ORDER BY id LIMIT 1"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        // The head row's name and address: the tables derived from them are not trusted without the metadata.
        for (file, name, address) in [
            (
                plain, Self.stacked("Zalgo", "110", count: 20_000_000),
                Self.stacked("1 Main St", "110", count: 2_000_000)
            ),
            (
                zalgo, Self.stacked("Zalgo", "768", count: 10_000_000),
                Self.stacked("1 Main St", "769", count: 1_000_000)
            ),
        ] {
            _ = try await Shell.output(
                "sqlite3",
                [
                    file,
                    """
                    UPDATE merchant SET name = \(name), address1 = \(address)
                      WHERE id = (SELECT min(id) FROM merchant WHERE merchantId = '\(id)');
                    DROP TABLE explore_metadata;
                    """,
                ])
        }
        let name = Self.cut("Zalgo" + String(repeating: "\u{300}", count: 1_000))
        let address = Self.cut("1 Main St" + String(repeating: "\u{301}", count: 1_000))
        let search = ["search", "zalgo", "--format", "json"]
        let base = try await OneBigMerchantTests.peakMemory(["--db", plain] + search, home: home).kibibytes

        let found = try await OneBigMerchantTests.peakMemory(["--db", zalgo] + search, home: home)
        #expect(found.status == 0)
        #expect(found.output.range(of: name) != nil)
        #expect(found.output.count < 20_000, "\(found.output.count) bytes")
        #expect(found.kibibytes < base + Self.margin, "\(found.kibibytes) KiB, \(base) KiB for plain letters")

        let show = try await OneBigMerchantTests.peakMemory(
            ["--db", zalgo, "show", id, "--format", "json"], home: home)
        #expect(show.status == 0)
        #expect(show.output.range(of: name) != nil && show.output.range(of: address) != nil)
        #expect(show.output.count < 20_000, "\(show.output.count) bytes")

        let site = home.url.appendingPathComponent("site").path
        await #expect(try explore.run(["--db", zalgo, "catalog", "--out", site, "--format", "xml"]).status == 0)
        let xml = try Data(contentsOf: URL(fileURLWithPath: site + "/catalog.xml"))
        #expect(xml.range(of: name) != nil)
        #expect(xml.count < 200_000, "\(xml.count) bytes")
    }

    /// The ATM list, by distance and by name in a territory, on a file with one ATM named by the emoji, and on its
    /// twin where the name is plain letters of the same bytes.
    @Test func anATMNamedByOneEmojiOfAMillionJoinersIsCutInTheATMList() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let plain = home.url.appendingPathComponent("plain.db").path
        let emoji = home.url.appendingPathComponent("emoji.db").path
        await #expect(try explore.run(["generate", "--merchants", "20", "--out", plain]).status == 0)
        try FileManager.default.copyItem(atPath: plain, toPath: emoji)
        // 👍 is four bytes, a joiner and a variation selector three each.
        for (file, name) in [
            (plain, Self.stacked("👍", "110", count: 6_000_000)),
            (emoji, Self.stacked("👍", "8205, 65039", count: 1_000_000)),
        ] {
            _ = try await Shell.output(
                "sqlite3",
                [
                    file,
                    """
                    INSERT INTO atm (name, manufacturer, type, address1, city, territory, latitude, longitude, active)
                    VALUES (\(name), 'Maker', 'Buy and Sell', '1 Main St', 'Caracas', 'Distrito Capital', 10.5, -66.9, 1)
                    """,
                ])
        }
        let name = Self.cut("👍" + String(repeating: "\u{200D}\u{FE0F}", count: 500))

        for arguments in [["atms", "--near", "10.5,-66.9"], ["atms", "--territory", "Distrito Capital"]] {
            let json = arguments + ["--format", "json"]
            let base = try await OneBigMerchantTests.peakMemory(["--db", plain] + json, home: home).kibibytes
            let listed = try await OneBigMerchantTests.peakMemory(["--db", emoji] + json, home: home)
            #expect(listed.status == 0, "\(arguments)")
            #expect(listed.output.range(of: name) != nil, "\(arguments)")
            #expect(listed.output.count < 20_000, "\(arguments): \(listed.output.count) bytes")
            #expect(listed.kibibytes < base + Self.margin, "\(arguments): \(listed.kibibytes) KiB, \(base) plain")
        }
    }
}
