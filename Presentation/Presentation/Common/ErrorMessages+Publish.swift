import Domain

extension ErrorMessages {
    /// The sentence for a snapshot that could not be published; nothing was written.
    public static func sentence(for error: PublishError) -> String {
        switch error {
        case .notAFile(let path, let kind): "Cannot publish \(path): \(notAFile(kind, wanted: "a snapshot file"))."
        case .unreadable(let path): "Cannot read \(path): the file is missing or not readable."
        case .walMode(let path):
            "\(path) is in WAL mode, which a published snapshot must not be: import it first "
                + "(explore import \(path) --db NEW.db) and publish the new file."
        case .needsImport(let path, let version):
            "\(path) is a version \(version) directory: import it first (explore import \(path) --db NEW.db) and "
                + "publish the new file."
        case .unsupportedSchema(let path, let version):
            "\(path) has schema version \(version); only version \(SnapshotInfo.currentSchemaVersion) snapshots can "
                + "be published."
        case .noVersion(let path):
            "\(path) records no publication version, so clients could never tell they are up to date: import it "
                + "first (explore import \(path) --db NEW.db --snapshot-version MS) and publish the new file."
        case .unusable(let path, let reason): "\(path) is not a usable directory snapshot: \(detail(reason))."
        case .outsideManifestFolder(let snapshot, let manifest):
            "\(snapshot) is not in the folder of \(manifest) or below it: a manifest names its snapshot relative to "
                + "itself."
        case .writeFailed(let path, let reason): "Could not write \(path): \(detail(reason))."
        case .versionNotNewer(let path, let recorded, let given):
            "\(path) records version \(recorded) (\(Formats.date(recorded.date))); give a newer one than that, not "
                + "\(given) (\(Formats.date(given.date))), or clients that have it will not take the new one."
        }
    }

    /// The warning for a snapshot republished under the version it had: its bytes changed, but clients that have
    /// the old ones compare versions, and stay with them.
    public static func sameVersionWarning(snapshot: String, manifest: String, version: SnapshotVersion) -> String {
        "\(snapshot) changed since \(manifest) was last written, but its version (\(version), "
            + "\(Formats.date(version.date))) did not: clients that have it will say they are up to date. Publish it "
            + "as new with --snapshot-version now."
    }
}
