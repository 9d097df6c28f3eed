import GRDB
import SnapshotFile

extension ProviderRow {
    /// Stores the value a row holds in `column`, read by position, cleaned as the record reads it by name
    /// (``ProviderRow/init(row:)``).
    mutating func read(_ column: Columns, _ value: DatabaseValue) {
        switch column {
        case .merchantId: merchantID = StoredText.identifier(value) ?? ""
        case .provider: provider = StoredValue.string(value)
        case .redeemType: redeemType = StoredValue.string(value)
        case .savingsPercentage: savingsPercentage = StoredValue.basisPoints(value)
        case .active: active = StoredValue.int64(value)
        case .denominationsType: denominationsType = StoredValue.string(value)
        case .sourceId: sourceID = StoredText.identifier(value)
        }
    }

    /// Reads a row selected in the order of ``SnapshotFile/ProviderRow/Columns``, by position.
    init(selected row: Row) {
        self.init()
        for (column, value) in Columns.values(of: row) { read(column, value) }
    }
}

extension ProviderRow.Columns: StoredColumns {}

extension MerchantRow.Columns: StoredColumns {}
