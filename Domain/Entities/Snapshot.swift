import Foundation

/// A published directory snapshot's version: the time its publisher made it.
public struct SnapshotVersion: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// Milliseconds since 1970, as the Dash publishers stamp their files.
    public let timestamp: Int64

    public init(timestamp: Int64) {
        self.timestamp = timestamp
    }

    public var date: Date { Date(timeIntervalSince1970: Double(timestamp) / 1000) }

    public var description: String { String(timestamp) }

    public static func < (lhs: SnapshotVersion, rhs: SnapshotVersion) -> Bool {
        lhs.timestamp < rhs.timestamp
    }
}

/// Facts about the directory snapshot in use.
public struct SnapshotInfo: Hashable, Sendable {
    /// `PRAGMA user_version` of the file.
    public var schemaVersion: Int
    /// The publisher's version, when the file records one.
    public var version: SnapshotVersion?
    public var merchantRowCount: Int
    /// Whether the version says when the directory was published: false for one an import took from a file's
    /// modification time or the time of the import (a file the Dash apps ship records none), which say nothing of
    /// when its merchants were last updated.
    public var isVersionDated: Bool

    public init(schemaVersion: Int, version: SnapshotVersion?, merchantRowCount: Int, isVersionDated: Bool = true) {
        self.schemaVersion = schemaVersion
        self.version = version
        self.merchantRowCount = merchantRowCount
        self.isVersionDated = isVersionDated
    }

    /// The schema version this program reads and writes.
    public static let currentSchemaVersion = 4
}

/// What a publication says about its snapshot before the snapshot is downloaded: the small JSON document published
/// beside a snapshot file (Docs/SnapshotFormat.md describes it), or what the end of a wallet archive says.
public struct SnapshotManifest: Hashable, Sendable {
    public var version: SnapshotVersion
    /// Lower-case hexadecimal SHA-256 of the snapshot file; `nil` for a wallet archive, which carries none (its
    /// entry's own check guards it: CRC-32, or AES's authentication code).
    public var sha256: String?
    /// The snapshot file's size in bytes.
    public var size: Int64
    public var schemaVersion: Int
    /// Where the snapshot file is, relative to the manifest's URL.
    public var file: String

    public init(version: SnapshotVersion, sha256: String?, size: Int64, schemaVersion: Int, file: String) {
        self.version = version
        self.sha256 = sha256
        self.size = size
        self.schemaVersion = schemaVersion
        self.file = file
    }
}

/// How far a download has come.
public struct TransferProgress: Hashable, Sendable {
    public var completedBytes: Int64
    public var totalBytes: Int64?

    public init(completedBytes: Int64, totalBytes: Int64?) {
        self.completedBytes = completedBytes
        self.totalBytes = totalBytes
    }

    /// 0…1, when the total is known.
    public var fraction: Double? {
        guard let totalBytes, totalBytes > 0 else { return nil }
        return min(1, Double(completedBytes) / Double(totalBytes))
    }
}

/// How a sync ended.
public enum SyncOutcome: Hashable, Sendable, Codable {
    /// The snapshot was replaced by this version.
    case updated(SnapshotVersion)
    /// The local snapshot is already as new as the published one.
    case upToDate(SnapshotVersion)
    /// Nothing changed on disk, because of this error.
    case failed(SyncError)
    /// The person waiting stopped the sync; nothing changed on disk.
    case cancelled

    /// Whether the sync reached its end: the snapshot replaced, or already as new.
    public var succeeded: Bool {
        switch self {
        case .updated, .upToDate: true
        case .failed, .cancelled: false
        }
    }
}

/// One line of the sync history kept in the local store.
public struct SyncRecord: Hashable, Sendable {
    public var date: Date
    public var source: String
    public var outcome: SyncOutcome

    public init(date: Date, source: String, outcome: SyncOutcome) {
        self.date = date
        self.source = source
        self.outcome = outcome
    }
}
