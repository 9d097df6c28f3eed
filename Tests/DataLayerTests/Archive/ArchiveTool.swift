import Foundation
import TestSupport

/// The programs that make and read wallet archives independently of libzip: `Tests/Support/wallet_archive.py`
/// (pyzipper, WinZip AES) and Info-ZIP's `zip` (traditional PKWARE encryption).
enum ArchiveTool {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Support/wallet_archive.py")

    /// Writes an AES-256 archive with pyzipper: each entry named exactly as given, from the file given.
    static func write(
        _ archive: URL, comment: String?, password: String? = nil, plain: Bool = false, entries: [(String, String)]
    ) async throws {
        var arguments = ["python3", script.path, "write", archive.path]
        if let comment { arguments += ["--comment", comment] }
        if let password { arguments += ["--password", password] }
        if plain { arguments.append("--plain") }
        arguments += entries.map { "\($0.0)=\($0.1)" }
        try await run(arguments)
    }

    /// Reads an archive with pyzipper: decrypts `explore.db` with its comment's password into `out`; returns the
    /// comment's timestamp.
    static func read(_ archive: URL, into out: URL) async throws -> String {
        try await run(["python3", script.path, "read", archive.path, out.path])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Writes a PKWARE-encrypted archive with `zip -P`, its one entry `explore.db` a copy of `database`.
    static func writePKWARE(_ archive: URL, database: String, comment: String, password: String) async throws {
        let folder = archive.deletingLastPathComponent().appendingPathComponent("pkware-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: database), to: folder.appendingPathComponent("explore.db"))
        try await run([
            "sh", "-c", "cd \"$1\" && printf %s \"$2\" | zip -q -z -P \"$3\" \"$4\" explore.db",
            "sh", folder.path, comment, password, archive.path,
        ])
    }

    @discardableResult
    private static func run(_ arguments: [String]) async throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let ended = try await ChildProcess.run(process)
        guard ended.status == 0 else {
            throw CocoaError(
                .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(arguments): " + ended.errorText])
        }
        return ended.outputText
    }
}
