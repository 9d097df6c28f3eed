import Presentation
import Synchronization

/// Counts, as the page workers write, the files of a new catalog that the old one had at the same path: those with
/// the same bytes (linked) and those with others. The rest of what was written is new; the rest of what the old
/// catalog held is gone.
final class TwinTally: Sendable {
    /// Files written with other bytes than the old catalog's file at their path.
    let changed = Atomic<Int>(0)
    /// Files equal to the old catalog's file at their path, and linked from it.
    let unchanged = Atomic<Int>(0)

    /// Counts a file the old catalog had at its path: unchanged when the old file was linked in its place.
    func count(linked: Bool) {
        if linked {
            unchanged.add(1, ordering: .relaxed)
        } else {
            changed.add(1, ordering: .relaxed)
        }
    }

    /// The changes of a catalog of `written` files that replaced one of `oldFiles` files (`nil`: none of ours).
    func changes(written: Int, oldFiles: Int?) -> CatalogChanges? {
        guard let oldFiles else { return nil }
        let changed = changed.load(ordering: .relaxed)
        let unchanged = unchanged.load(ordering: .relaxed)
        return CatalogChanges(
            added: max(0, written - changed - unchanged), changed: changed, unchanged: unchanged,
            removed: max(0, oldFiles - changed - unchanged))
    }
}
