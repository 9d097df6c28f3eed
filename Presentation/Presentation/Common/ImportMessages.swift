import Domain

/// What `explore import` says when it is done: what it copied, what it left out, and the version it recorded.
public enum ImportMessages {
    /// The import's summary in words, one paragraph.
    public static func sentence(for summary: ImportSummary) -> String {
        var text =
            "Imported \(Formats.count(summary.merchants, "merchant")) (\(Formats.count(summary.merchantRows, "location")), "
            + "\(Formats.count(summary.providerRows, "provider offer")), \(Formats.count(summary.atms, "ATM"))) from a version "
            + "\(summary.sourceSchemaVersion) file"
        if summary.skippedRows > 0 {
            text += "; skipped \(Formats.count(summary.skippedRows, "row")) without a merchant id"
        }
        let version = "the snapshot of \(Formats.date(summary.version.date)) (version \(summary.version))"
        return text + ". It is \(version), " + origin(of: summary.versionSource)
    }

    private static func origin(of source: ImportSummary.VersionSource) -> String {
        switch source {
        case .given: "as --snapshot-version says."
        case .recorded: "as the file records."
        case .archive: "as the archive's comment says."
        case .modificationTime: "the file's modification time" + undated
        case .importTime:
            "the time of this import (the file's modification time is no plausible publication time)" + undated
        }
    }

    /// What a version that dates nothing means for what people read (``Domain/SnapshotInfo/isVersionDated``).
    private static let undated =
        ", which says nothing of when its merchants were updated, so pages name no day (--snapshot-version sets the "
        + "time it was published)."

}
