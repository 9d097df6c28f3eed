import Domain
import Foundation
import GRDB

/// How a ``SyncOutcome`` is stored: a kind (`updated`, `upToDate`, `failed`, `cancelled`), a version and a message.
///
/// A failure's message is the ``SyncError`` as JSON, so the history can be worded again in any language. Rows
/// written before that hold a sentence instead, and read back as ``SyncError/recorded(_:)``; so does an unknown
/// kind (from a newer program sharing the file): never a crash, never a lost row.
enum StoredSyncOutcome {
    static func columns(of outcome: SyncOutcome) -> (String, Int64?, String?) {
        switch outcome {
        case .updated(let version): ("updated", version.timestamp, nil)
        case .upToDate(let version): ("upToDate", version.timestamp, nil)
        case .failed(let error): ("failed", nil, encoded(error))
        case .cancelled: ("cancelled", nil, nil)
        }
    }

    static func record(from row: Row) -> SyncRecord {
        let version = (row["version"] as Int64?).map(SnapshotVersion.init(timestamp:))
        let message: String? = row["message"]
        let outcome: SyncOutcome =
            switch (row["outcome"] as String?, version) {
            case ("updated", let version?): .updated(version)
            case ("upToDate", let version?): .upToDate(version)
            case ("cancelled", _): .cancelled
            case ("failed", _): .failed(decoded(message ?? ""))
            case (let kind, _): .failed(.recorded(message ?? kind ?? ""))
            }
        // Rows written before sources were redacted may hold a password: it is masked on the way out too.
        return SyncRecord(
            date: Date(timeIntervalSinceReferenceDate: row["date"]), source: RedactedURL.text(row["source"] as String),
            outcome: outcome)
    }

    private static func encoded(_ error: SyncError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(error)).flatMap { String(data: $0, encoding: .utf8) } ?? ""
    }

    private static func decoded(_ message: String) -> SyncError {
        (try? JSONDecoder().decode(SyncError.self, from: Foundation.Data(message.utf8))) ?? .recorded(message)
    }
}
