import Presentation

/// A long job drawn as text: its sentence, and a progress bar when the fraction done is known.
enum JobLines {
    static func lines(_ job: JobPhase, columns: Int, notStarted: String) -> [Line] {
        switch job {
        case .notStarted: return [Chrome.message(notStarted, .faint)]
        case .preparing(let text): return [Chrome.message(text)]
        case .running(let text, let fraction):
            var lines = [Chrome.message(text)]
            if let fraction { lines.append(bar(fraction, columns: columns)) }
            return lines
        case .finished(let text): return [Line([Span(" ✓ ", .discount), Span(text)])]
        // A failure is wrapped, not cut: its sentence says what to do.
        case .failed(let text):
            return Chrome.paragraph(text, .error, columns: columns) + [Chrome.message("Press r to try again.")]
        case .refused(let text): return Chrome.paragraph(text, .error, columns: columns)
        case .cancelled: return [Chrome.message("Cancelled; nothing was changed.", .fee)]
        }
    }

    /// ` [██████░░░░░░]  42%`, as wide as the terminal allows up to 50 cells of bar.
    static func bar(_ fraction: Double, columns: Int) -> Line {
        let clamped = min(1, max(0, fraction.isFinite ? fraction : 0))
        let width = max(4, min(50, columns - 10))
        let filled = Int((clamped * Double(width)).rounded(.down))
        let percent = Int((clamped * 100).rounded(.down))
        return Line([
            Span(" ["), Span(String(repeating: "█", count: filled), .discount, limit: width),
            Span(String(repeating: "░", count: width - filled), .faint, limit: width), Span("] "),
            Span(percent < 10 ? "  \(percent)%" : percent < 100 ? " \(percent)%" : "\(percent)%"),
        ])
    }
}
