import Domain

/// Where the location picker asks to go.
public enum LocationPickerIntent: Hashable, Sendable {
    /// The user chose this location (`nil`: forgot the one they had), and it is saved: close the picker, and
    /// measure from it.
    case chosen(ChosenLocation?)
    /// Close the picker and keep the location as it was.
    case back
}
