import Foundation

extension SnapshotVersion {
    /// The earliest version taken as a publication time: 2015-01-01T00:00:00Z. The Dash directory is younger.
    public static let earliestPlausible = SnapshotVersion(timestamp: 1_420_070_400_000)

    /// How far ahead of this machine's clock a publisher's clock may run: one day.
    public static let clockSkewAllowed: TimeInterval = 86_400

    /// Whether this version can be a publication time, seen at `now`: from 2015 on, and at most a day ahead.
    ///
    /// A version is the only thing a sync compares, so one from the far future (a file stamped `Int64.max`, say)
    /// would make every later publication look old. Versions from outside are checked against this rule.
    public func isPlausible(at now: Date) -> Bool {
        let latest = (now.timeIntervalSince1970 + Self.clockSkewAllowed) * 1000
        return self >= Self.earliestPlausible && Double(timestamp) <= latest
    }

    /// Whether a snapshot of this version should take the place of one of version `current`.
    ///
    /// It should when there is no current version, or only an implausible one (which counts as unknown), or when
    /// this one is newer. The sync applies this rule twice: before downloading, and again at the swap, under the
    /// writer lock, in case another writer replaced the snapshot meanwhile.
    public func replaces(_ current: SnapshotVersion?, at now: Date) -> Bool {
        guard let current, current.isPlausible(at: now) else { return true }
        return self > current
    }
}
