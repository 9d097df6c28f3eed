import Domain

/// The version of `explore`, written here and nowhere else: `explore --version`, `explore version` and
/// `explore doctor` print it from this one place, and a release changes this one line.
///
/// The line also names the snapshot schema the program reads and writes (``SnapshotInfo/currentSchemaVersion``),
/// since that, not the program's number, decides which published snapshots it can use.
enum ExploreVersion {
    /// The program's version, as releases are numbered (semantic versioning).
    static let number = "1.0.0"

    /// "explore 1.0.0 (snapshot schema version 4)".
    static var line: String {
        "explore \(number) (snapshot schema version \(SnapshotInfo.currentSchemaVersion))"
    }
}
