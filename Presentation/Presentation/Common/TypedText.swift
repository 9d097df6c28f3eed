/// How much a person may type into a field: enough for any name or place, not a pasted page.
///
/// Every key typed copies and compares the field's text and draws it again, so a field without a bound costs the
/// square of its length: 40,000 pasted characters once took 49 seconds. Text past the bound is dropped as it comes.
public enum TypedText {
    /// The longest search or place: names in the directory are far shorter.
    public static let maximumSearchLength = 100
    /// The longest sync source: signed links run long, though not this long.
    public static let maximumAddressLength = 2048

    /// `text` cut to `maximum` characters.
    public static func bounded(_ text: String, to maximum: Int = maximumSearchLength) -> String {
        text.count <= maximum ? text : String(text.prefix(maximum))
    }
}
