import Foundation
import TestSupport
import Testing

/// The built `explore` fed text that tries to take over a terminal (ESC and BEL, a C1 CSI, bidirectional controls, a
/// line separator, DEL) through every way text reaches it: data, arguments, file names, a play script, a manifest, a
/// snapshot's metadata. Standard output and standard error are checked byte for byte.
@Suite struct HostileOutputTests {
    /// Retitles the terminal, starts a CSI, reverses and isolates the rest of the line, breaks it, and deletes.
    static let hostile = "\u{1B}]0;pwned\u{07}\u{9B}31m\u{202E}\u{2066}\u{2028}\u{7F}Zyxcsi"
    /// The same text as a terminal must show it.
    static let visible = "␛]0;pwned␇\\u{9B}31m\\u{202E}\\u{2066} ␡Zyxcsi"

    /// The scalars that may never reach a terminal from `explore`, by code point: C0 controls but the newline, DEL,
    /// C1 controls, bidirectional controls, and the line and paragraph separators.
    static func unsafeScalars(in bytes: Data) -> [String] {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// Checks both streams of `run`: nothing unsafe, and standard error at most one line unless `errorLines` says.
    static func expectSafe(_ run: ExploreProcess.Run, errorLines: Int = 1, _ comment: String = "") {
        #expect(unsafeScalars(in: run.outputBytes) == [], "standard output \(comment)")
        #expect(unsafeScalars(in: run.errorBytes) == [], "standard error \(comment)")
        #expect(run.errorLines.count <= errorLines, "\(comment): \(run.standardError)")
    }

    func withHome(_ body: (ExploreProcess) async throws -> Void) async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        try await body(ExploreProcess(home: home))
    }

    /// Runs the `sqlite3` shell (a test prerequisite) on `file`.
    func sqlite(_ file: URL, _ sql: String) async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", file.path, sql]
        try #require(try await ChildProcess.run(process).status == 0, "sqlite3 failed on \(sql)")
    }

    /// A generated snapshot (its own hostile samples included) with one merchant renamed to ``hostile``.
    func hostileSnapshot(in explore: ExploreProcess) async throws -> URL {
        let file = explore.home.url.appendingPathComponent("hostile.db")
        try await #require(try explore.run(["generate", "--merchants", "30", "--out", file.path]).status == 0)
        let name =
            "char(27)||']0;pwned'||char(7)||char(155)||'31m'||char(8238)||char(8294)||char(8232)||char(127)"
            + "||'Zyxcsi'"
        // A Dash merchant: shown whatever the build's gift-card providers.
        let first = "(SELECT min(merchantId) FROM merchant WHERE paymentMethod = 'dash')"
        try await sqlite(file, "UPDATE merchant SET name = \(name) WHERE merchantId = \(first);")
        try await sqlite(file, "UPDATE explore_merchant_heads SET name = \(name) WHERE merchantId = \(first);")
        return file
    }

    @Test func jsonEscapesEveryUnsafeCharacterAndStillMeansTheSameName() async throws {
        try await withHome { explore in
            let db = try await hostileSnapshot(in: explore)

            let run = try await explore.run(["--db", db.path, "search", "--limit", "100", "--format", "json"])

            #expect(run.status == 0)
            Self.expectSafe(run)
            for escape in ["\\u001b]0;pwned\\u0007", "\\u009b31m", "\\u202e", "\\u2066", "\\u2028", "\\u007f"] {
                #expect(run.standardOutput.contains(escape), "\(escape)")
            }
            let json = try JSONSerialization.jsonObject(with: run.outputBytes) as? [String: Any]
            let names = try #require(json?["items"] as? [[String: Any]]).compactMap { $0["name"] as? String }
            #expect(names.contains(Self.hostile))
        }
    }

    @Test func printedPagesShowControlsAsVisibleCharacters() async throws {
        try await withHome { explore in
            let db = try await hostileSnapshot(in: explore)

            let run = try await explore.run(["--db", db.path, "search", "--limit", "100"])

            #expect(run.status == 0)
            Self.expectSafe(run)
            #expect(run.standardOutput.contains("␛]0;pwned␇"))
        }
    }

    @Test func argumentsEchoedInErrorsAndPagesAreMadeVisible() async throws {
        try await withHome { explore in
            _ = try await explore.run(["search", "x"])
            let cases: [(arguments: [String], status: Int32, text: String)] = [
                (
                    ["show", Self.hostile], 1,
                    "explore: error: There is no merchant \(Self.visible) in this directory.\n"
                ),
                (
                    ["catalog", "--out", "site", "--territory", Self.hostile], 1,
                    "explore: error: There is no territory named \u{201C}\(Self.visible)\u{201D} in this directory.\n"
                ),
                (
                    ["search", "--territory", "\u{1B}]0;x\u{07}\u{9B}"], 1,
                    "There is no territory named \u{201C}␛]0;x␇\\u{9B}\u{201D} in this directory."
                ),
                (["search", "--sort", Self.hostile], 2, "'\(Self.visible)' is not a sort order"),
                (["--db", Self.hostile + ".db", "search"], 1, "\(Self.visible).db"),
            ]
            for (arguments, status, text) in cases {
                let run = try await explore.run(arguments)

                #expect(run.status == status, "\(arguments)")
                Self.expectSafe(run, "\(arguments)")
                #expect((run.standardOutput + run.standardError).contains(text), "\(run.standardError) lacks \(text)")
            }
        }
    }

    @Test func logLinesAndProgressLinesQuoteFileNamesSafely() async throws {
        try await withHome { explore in
            let source = try await hostileSnapshot(in: explore)
            let named = explore.home.url.appendingPathComponent(Self.hostile + ".db")
            try FileManager.default.copyItem(at: source, to: named)

            let logged = try await explore.run(["--log-level", "debug", "--db", named.path, "search", "--limit", "1"])
            let imported = try await explore.run(["import", named.path])

            Self.expectSafe(logged, errorLines: 20, "logs")
            #expect(logged.standardError.contains(Self.visible + ".db"))
            #expect(imported.status == 0, "\(imported.standardError)")
            Self.expectSafe(imported, errorLines: 20, "import")
            #expect(imported.standardError.contains("Importing \(Self.visible).db"))
        }
    }

    @Test func playScriptHeadersAndFramesAreSafe() async throws {
        try await withHome { explore in
            // A line separator ends a script line, as a newline does: the step is the text before it.
            let step = String(Self.hostile.prefix { $0 != "\u{2028}" })
            let shown = String(Self.visible.prefix { $0 != " " })
            let run = try await explore.run(["play", "-"], input: "/\ntype \(step)\n")
            let bad = try await explore.run(["play", "-"], input: "\(Self.hostile)\n")

            #expect(run.status == 0, "\(run.standardError)")
            Self.expectSafe(run, errorLines: 0, "frames")
            #expect(run.standardOutput.contains("--- frame 2: line 2: type \(shown) (80x24) ---"))
            #expect(bad.status == 1)
            Self.expectSafe(bad, "bad script")
            #expect(bad.standardError.contains(shown))
        }
    }

    @Test func aManifestAndASnapshotFromOutsideCannotReachTheTerminal() async throws {
        try await withHome { explore in
            let folder = explore.home.url
            let zeros = String(repeating: "0", count: 64)
            let manifest = folder.appendingPathComponent("manifest.json")
            let file = #"\u001b]0;pwned\u0007\u009b31m\u202e.db"#
            try Data(
                #"{"file":"\#(file)","format":1,"schemaVersion":4,"sha256":"\#(zeros)","size":10,"version":1710000000000}"#
                    .utf8
            ).write(to: manifest)

            let missing = try await explore.run(["--db", "new.db", "sync", "--from", manifest.absoluteString])

            #expect(missing.status != 0 || !missing.standardOutput.isEmpty)
            Self.expectSafe(missing, "manifest")
            #expect((missing.standardError + missing.standardOutput).contains("␛]0;pwned␇"))

            let snapshot = try await hostileSnapshot(in: explore)
            try await sqlite(
                snapshot, "UPDATE explore_metadata SET value = char(27)||']0;pwned'||char(7) WHERE key = 'version';")
            let bytes = try Data(contentsOf: snapshot)
            let sum = try await sha256(of: snapshot)
            try Data(
                #"{"file":"hostile.db","format":1,"schemaVersion":4,"sha256":"\#(sum)","size":\#(bytes.count),"version":1710000000000}"#
                    .utf8
            ).write(to: manifest)

            let metadata = try await explore.run(["--db", "new.db", "sync", "--from", manifest.absoluteString])

            Self.expectSafe(metadata, "metadata")
        }
    }

    /// The file's SHA-256 in hexadecimal, from coreutils' `sha256sum`.
    func sha256(of file: URL) async throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", file.path]
        process.standardOutput = Pipe()
        return String(try await ChildProcess.run(process).outputText.prefix(64))
    }
}
