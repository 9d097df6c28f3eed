import Domain
import Foundation
import GRDB

/// How a ``SyncOutcome`` is stored: a kind (`updated`, `upToDate`, `failed`), a version and a message.
///
/// An unknown kind (from a newer program sharing the file) reads as a failure that says so, never a crash.
enum StoredSyncOutcome {
    static func columns(of outcome: SyncOutcome) -> (String, Int64?, String?) {
        switch outcome {
        case .updated(let version): ("updated", version.timestamp, nil)
        case .upToDate(let version): ("upToDate", version.timestamp, nil)
        case .failed(let sentence): ("failed", nil, sentence)
        }
    }

    static func record(from row: Row) -> SyncRecord {
        let version = (row["version"] as Int64?).map(SnapshotVersion.init(timestamp:))
        let outcome: SyncOutcome =
            switch (row["outcome"] as String?, version) {
            case ("updated", let version?): .updated(version)
            case ("upToDate", let version?): .upToDate(version)
            case ("failed", _): .failed(row["message"] ?? "")
            case (let kind, _): .failed("Unknown sync outcome \(kind ?? "NULL")")
            }
        return SyncRecord(
            date: Date(timeIntervalSinceReferenceDate: row["date"]), source: row["source"], outcome: outcome)
    }
}
