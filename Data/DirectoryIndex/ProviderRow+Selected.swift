import GRDB
import SnapshotFile

extension ProviderRow {
    /// Reads a row selected in the order of ``DataLayer/ProviderRow/Columns``, by position.
    init(selected row: Row) {
        self.init()
        for (column, value) in Columns.values(of: row) { read(column, value) }
    }
}

extension ProviderRow.Columns: StoredColumns {}

extension MerchantRow.Columns: StoredColumns {}
