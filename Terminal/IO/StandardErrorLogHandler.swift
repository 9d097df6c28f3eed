import Foundation
import Logging
import Synchronization

/// A swift-log handler that writes one line per message to standard error.
///
/// Standard output carries the program's answers (JSON, frames), so logs must never go there, which is where
/// swift-log's own `StreamLogHandler.standardOutput` would put them.
public struct StandardErrorLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level
    private let label: String
    private let write: @Sendable (OutputText) -> Void

    public init(
        label: String, level: Logger.Level,
        write: @escaping @Sendable (OutputText) -> Void = StandardStreams.writeError
    ) {
        self.label = label
        self.logLevel = level
        self.write = write
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        write(OutputText(Self.line(for: event, label: label, handlerMetadata: metadata)))
    }

    /// `[warning] explore: message key=value`, with newlines in the message escaped so one event is one line (the
    /// other controls are made visible on the way out, by ``OutputText``).
    ///
    /// The level leads in brackets so that a logged error never reads like the one `explore: error:` line a
    /// failed command ends with.
    public static func line(for event: LogEvent, label: String, handlerMetadata: Logger.Metadata) -> String {
        var merged = handlerMetadata
        if let extra = event.metadata { merged.merge(extra) { _, new in new } }
        let pairs = merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let text = ([event.message.description] + pairs).joined(separator: " ")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "[\(event.level)] \(label): \(text)\n"
    }

    private static let bootstrapped = Mutex(false)

    /// Sends every `Logger` of the process here, at `level`. swift-log allows one bootstrap per process, so later
    /// calls (a second command in the test process) are ignored and the first level stands.
    public static func bootstrap(level: Logger.Level) {
        let first = bootstrapped.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        LoggingSystem.bootstrap { label in StandardErrorLogHandler(label: label, level: level) }
    }
}
