import Domain
import GRDB
import SnapshotFile

/// The SQL fragments every directory query shares (``DirectorySQL``), with what this adapter adds for one file:
/// whether the file's derived tables can be trusted (``DerivedTables``, ``SummaryTables``), and the texts of its
/// statements, built once.
@dynamicMemberLookup
struct IndexedSQL: Sendable {
    /// The fragments of the Data layer, for this file's columns.
    let shared: DirectorySQL
    /// Whether the file carries ``MerchantHeads`` and the marker vouches for it (``DerivedTables``: files we write).
    let hasHeadsTable: Bool
    /// Whether the file carries ``SummaryTables`` and their marker vouches for them (with trusted heads).
    let hasSummaryTables: Bool
    /// The texts of the statements whose shape is fixed for this file.
    let texts = StatementTexts()

    /// Checks that the file is a current directory (``DirectorySchema/inspect(_:path:)``), then which of its derived
    /// tables it can trust.
    static func inspect(_ db: Database, path: String) throws(DirectoryError) -> IndexedSQL {
        let schema = try DirectorySchema.inspect(db, path: path)
        do {
            let heads = MerchantHeads.Columns.table
            let hasHeadsTable =
                try DerivedTables.trusted(db, tables: schema.tables)
                && Set(db.columns(in: heads).map(\.name)).isSuperset(of: MerchantHeads.Columns.allCases.map(\.name))
            return IndexedSQL(
                shared: DirectorySQL(schema: schema), hasHeadsTable: hasHeadsTable,
                hasSummaryTables: hasHeadsTable && SummaryTables.trusted(db, tables: schema.tables))
        } catch {
            throw DirectoryErrors.map(error, path: path)
        }
    }

    /// The shared fragments' properties (`schema`, `hidesMerchants`), read through.
    subscript<Value>(dynamicMember keyPath: KeyPath<DirectorySQL, Value>) -> Value { shared[keyPath: keyPath] }

    func merchant(_ alias: String) -> MerchantTable { shared.merchant(alias) }
    func providers(_ alias: String) -> ProviderTable { shared.providers(alias) }
    func isVisible(_ m: MerchantTable) -> String { shared.isVisible(m) }
    func isVisibleOffer(_ g: ProviderTable) -> String { shared.isVisibleOffer(g) }
    func isLiveOffer(_ g: ProviderTable) -> String { shared.isLiveOffer(g) }
    func isShown(merchantID: String, head: MerchantTable) -> String? {
        shared.isShown(merchantID: merchantID, head: head)
    }
    func providerKey(_ g: ProviderTable) -> String { shared.providerKey(g) }
    func providerDenominations(_ g: ProviderTable) -> String { shared.providerDenominations(g) }
    func merchantType(_ m: MerchantTable) -> String { shared.merchantType(m) }
    func isDash(_ m: MerchantTable) -> String { shared.isDash(m) }
    func denominations(_ m: MerchantTable) -> String { shared.denominations(m) }
    func trimmedName(_ m: MerchantTable) -> String { shared.trimmedName(m) }
    func territory(_ m: MerchantTable) -> String { shared.territory(m) }
    func ownDiscount(_ m: MerchantTable) -> String { shared.ownDiscount(m) }
    func basisPoints(_ expression: String) -> String { shared.basisPoints(expression) }
    func bestDiscount(merchantID: String, head: MerchantTable) -> String {
        shared.bestDiscount(merchantID: merchantID, head: head)
    }
}
