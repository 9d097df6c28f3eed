import Foundation
import Presentation

/// The words and bars a ``ProgressReporter`` prints, as pure functions of the counts.
public enum ProgressText {
    /// `title [#######.......]  50%  500/1,000 rows`, cut to `width` columns. The bar's length depends on the
    /// total only, so it does not jitter as the count grows.
    public static func bar(
        title: String, completed: Int64, total: Int64?, unit: ProgressReporter.Unit, width: Int
    ) -> String {
        guard let total, total > 0 else { return clipped("\(title)  \(amount(completed, unit))", to: width) }
        let counts = "\(amount(completed, unit, bare: true))/\(amount(total, unit))"
        let widest = "\(amount(total, unit, bare: true))/\(amount(total, unit))"
        let fraction = min(1, max(0, Double(completed) / Double(total)))
        let percent = String(format: "%3d%%", Int(fraction * 100))
        let barWidth = max(10, min(40, width - title.count - widest.count - 12))
        let filled = Int((fraction * Double(barWidth)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: barWidth - filled)
        return clipped("\(title) [\(bar)] \(percent)  \(counts)", to: width)
    }

    /// `title: 50% (500 of 1,000 rows)`, or `title: done (1,000 rows)`.
    public static func line(
        title: String, completed: Int64, total: Int64?, unit: ProgressReporter.Unit, done: Bool = false
    ) -> String {
        if done { return "\(title): done (\(amount(completed, unit)))" }
        guard let total, total > 0 else { return "\(title): \(amount(completed, unit))" }
        let percent = Int(min(1, Double(completed) / Double(total)) * 100)
        return "\(title): \(percent)% (\(amount(completed, unit, bare: true)) of \(amount(total, unit)))"
    }

    /// `1,234 rows` or `1.2 MB`.
    public static func amount(_ value: Int64, _ unit: ProgressReporter.Unit, bare: Bool = false) -> String {
        switch unit {
        case .items(let name):
            let digits = Formats.grouped(value)
            return bare ? digits : "\(digits) \(name)"
        case .bytes:
            // Bytes keep their unit even when bare: "1.5 MB/3.0 MB" reads better than "1.5/3.0 MB".
            return Formats.bytes(value)
        }
    }

    private static func clipped(_ text: String, to width: Int) -> String {
        text.count <= width ? text : String(text.prefix(max(0, width - 1)))
    }
}
