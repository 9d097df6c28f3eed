import Foundation

/// The real directory file kept in `Tests/Fixtures/` (its README says where it comes from and why it is never opened in
/// place: it is in WAL mode).
public enum RealDirectoryFile {
    /// The path of `Tests/Fixtures/dashwallet-ios-explore-v1.db`: a schema v1 file with 56 merchants and 2,562 ATMs.
    public static var v1: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/dashwallet-ios-explore-v1.db").path
    }
}
