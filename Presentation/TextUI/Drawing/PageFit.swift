/// What a printed page does with text wider than its columns.
public enum PageFit: Hashable, Sendable {
    /// Cut it with `…`: on a terminal a longer line would wrap and break the layout.
    case cut
    /// Widen the column, and the line, until it fits: in a pipe or a file nothing may be lost, and the columns
    /// only set the layout (which columns appear, how wide they are at least).
    case widen
}
