import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

/// One way to read a snapshot through the Domain's `MerchantDirectory` port. Every contract suite runs against each
/// of ``all``, on the same snapshots: an implementation added later joins every suite with one line there.
struct DirectoryImplementation: Sendable, CustomTestStringConvertible {
    let testDescription: String
    /// The directory over `snapshot`.
    let open: @Sendable (ContractSnapshot) throws -> any MerchantDirectory

    static let all: [DirectoryImplementation] = [
        .fake, .fromElsewhere, .fromElsewhereWithoutFullTextSearch, .ours, .referenceOnOurs, .referenceFromElsewhere,
    ]

    /// The fake of `TestSupport`, over the merchants the file holds: the Domain's rules in plain Swift.
    static let fake = DirectoryImplementation(testDescription: "InMemoryDirectory") { snapshot in
        InMemoryDirectory(merchants: snapshot.merchants)
    }

    /// The program's directory on the file as if another tool wrote it: no marker vouches for derived tables, so
    /// ``SnapshotDirectory`` reads it with the reference directory, from the `merchant` rows.
    static let fromElsewhere = DirectoryImplementation(testDescription: "SnapshotDirectory, a file from elsewhere") {
        snapshot in try SnapshotDirectory.reading(snapshot.fromElsewhere)
    }

    /// The same, on a file without the `merchant_fts` table.
    static let fromElsewhereWithoutFullTextSearch = DirectoryImplementation(
        testDescription: "SnapshotDirectory, a file from elsewhere without merchant_fts"
    ) { snapshot in try SnapshotDirectory.reading(snapshot.withoutFullTextSearch) }

    /// The SQLite directory on the file as this program writes it, with the heads and summary tables it trusts.
    static let ours = DirectoryImplementation(testDescription: "IndexedDirectory, a file we wrote") { snapshot in
        try IndexedDirectory.ours(snapshot.path)
    }
}

extension DirectoryImplementation {
    /// The reference directory on the file as this program writes it: it ignores the derived tables.
    static let referenceOnOurs = DirectoryImplementation(testDescription: "SQLiteDirectory, a file we wrote") {
        snapshot in try SQLiteDirectory(path: snapshot.path)
    }

    /// The reference directory on the file as another tool would write it, without `merchant_fts`.
    static let referenceFromElsewhere = DirectoryImplementation(
        testDescription: "SQLiteDirectory, a file from elsewhere"
    ) { snapshot in try SQLiteDirectory(path: snapshot.withoutFullTextSearch) }
}

/// A snapshot the contract suites read, in each shape a reader meets, with the merchants it holds.
struct ContractSnapshot: Sendable {
    let folder: TemporaryDirectory
    /// The file as this program writes it: derived tables with the markers that vouch for them.
    let path: String
    /// A copy without the markers, as a file from elsewhere reads.
    let fromElsewhere: String
    /// A copy without the markers and without `merchant_fts`.
    let withoutFullTextSearch: String
    /// The merchants a correct reader returns from the file.
    let merchants: [Merchant]

    /// Writes the shapes of the file `write` makes at a path.
    init(merchants: [Merchant], write: (String) throws -> Void) throws {
        folder = try TemporaryDirectory()
        path = folder.path("ours.db")
        fromElsewhere = folder.path("elsewhere.db")
        withoutFullTextSearch = folder.path("elsewhere-without-fts.db")
        self.merchants = merchants
        try write(path)
        for (copy, dropsFullTextSearch) in [(fromElsewhere, false), (withoutFullTextSearch, true)] {
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            let queue = try DatabaseQueue(path: copy)
            try queue.write { db in
                try db.execute(sql: "DELETE FROM explore_metadata WHERE key = ?", arguments: [DerivedTables.markerKey])
                if dropsFullTextSearch { try db.execute(sql: "DROP TABLE merchant_fts") }
            }
            try queue.close()
        }
    }

    /// The generated file the other suites share (``GeneratedFixture/shared``: 400 merchants, seed 7, the hostile
    /// names planted), copied rather than generated again.
    static let generated: ContractSnapshot = {
        let shared = GeneratedFixture.shared
        do {
            return try ContractSnapshot(merchants: shared.merchants) { path in
                try FileManager.default.copyItem(atPath: shared.path, toPath: path)
            }
        } catch {
            fatalError("the contract suites' generated file could not be copied: \(error)")
        }
    }()

    /// A hand-made file of one online Dash merchant per name, ids `n0`, `n1`, … in the order given.
    static func names(_ names: [String]) throws -> ContractSnapshot {
        let rows = names.enumerated().map { index, name in
            HandMadeDirectory.Row(id: Int64(index + 1), merchantID: "n\(index)", name: name, type: "online")
        }
        let merchants = names.enumerated().map { index, name in
            Merchant(id: MerchantID("n\(index)"), name: name, type: .online, paymentMethod: .dash)
        }
        return try ContractSnapshot(merchants: merchants) { path in
            try HandMadeDirectory.write(path, rows: rows, heads: true)
        }
    }
}
