import Domain
import Synchronization

/// The merchant count of each tab's list without text or filters, counted once per opened file: a snapshot never
/// changes once written, and in a file without ``MerchantHeads`` each count visits every merchant.
final class FixedTotals: Sendable {
    private let totals = Mutex<[DirectoryTab: Int]>([:])

    /// The count of `tab`'s list, from `count` the first time.
    func total(of tab: DirectoryTab, count: () throws -> Int) rethrows -> Int {
        if let known = totals.withLock({ $0[tab] }) { return known }
        let total = try count()
        totals.withLock { $0[tab] = total }
        return total
    }
}
