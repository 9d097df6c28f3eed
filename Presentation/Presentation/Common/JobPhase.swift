/// Where a long job (a sync, a catalog export) stands, in words ready to show.
public enum JobPhase: Hashable, Sendable {
    case notStarted
    /// Started, with no measurable progress yet; the sentence says what is happening.
    case preparing(String)
    /// Under way: "1.2 MB of 3.4 MB", with the fraction done when the total is known (0…1).
    case running(String, fraction: Double?)
    case finished(String)
    /// The job failed; the sentence says why, and `retryTapped()` starts it again.
    case failed(String)
    /// The job failed in a way that starting it again unchanged cannot mend (this program's build, the source's kind,
    /// a limit it keeps); the sentence says why and what to change. There is no retry.
    case refused(String)
    /// The user stopped it; nothing was changed.
    case cancelled

    /// Whether the job failed and starting it again may help (retry applies).
    public var canRetry: Bool {
        if case .failed = self { true } else { false }
    }

    /// Whether the job is under way (a second start is ignored; cancel applies).
    public var isActive: Bool {
        switch self {
        case .preparing, .running: true
        default: false
        }
    }
}
