import Domain
import SnapshotFile

/// One generated merchant: the Domain value a reader must return, and the rows that store it.
///
/// `rows` may hold rows the reader must hide (inactive, redeemed by URL) and `offers` rows for unknown
/// providers; `merchant` holds only what a correct reader shows.
struct GeneratedMerchant {
    var merchant: Merchant?
    var rows: [MerchantRow]
    var offers: [ProviderRow]
}
