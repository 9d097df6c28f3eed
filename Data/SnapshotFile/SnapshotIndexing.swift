import GRDB

/// Tables that an adapter derives from a snapshot's rows and stores in the file beside them, added when this program
/// writes a snapshot (the generator and the importer take one).
///
/// The Data layer's own adapters read the rows alone and need none; an accelerated adapter that reads tables of its
/// own provides its ``addTables(_:)``, and the composition root hands it to the writers.
public protocol SnapshotIndexing: Sendable {
    /// Adds the derived tables to the snapshot being written, once every row is in, inside the writer's transaction.
    func addTables(_ db: Database) throws
}
