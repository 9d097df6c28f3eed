/// A terminal's size in character cells.
///
/// Presentation has a type of the same name and shape for its renderer; when the layers are wired, this file is
/// deleted and `TerminalSize+Terminal.swift` extends Presentation's type instead (it uses nothing but
/// `columns`, `rows` and `init(columns:rows:)`), so the App and the renderer share one size type.
struct TerminalSize: Hashable, Sendable {
    var columns: Int
    var rows: Int

    /// The size assumed when the output is not a terminal, or a terminal that cannot say its size.
    static let standard = TerminalSize(columns: 80, rows: 24)
}
