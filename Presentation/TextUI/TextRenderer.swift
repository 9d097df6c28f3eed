import Presentation

/// Draws view states as frames of text: pure functions of (state, terminal size, theme), with no I/O.
///
/// Every frame has exactly `size.rows` lines and no line is wider than `size.columns` cells; text from the data
/// is made safe first (see ``TerminalText``), and the only escape sequences in a frame are the SGR sequences
/// of the `ansi` theme. Lists keep the selected row in view by centring it when they scroll, so the same state
/// always draws the same frame. Each screen's file in `Screens/` adds the `frame(_:size:theme:)` for its view state.
public enum TextRenderer {}
