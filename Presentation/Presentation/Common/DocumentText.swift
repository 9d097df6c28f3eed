/// Makes data text safe to put in a document (the catalog's pages and XML, the served pages): only characters XML 1.0
/// and HTML allow, and no bidi controls.
///
/// Markup characters are the writers' to escape; a character XML forbids outright (a C0 control, U+FFFE) cannot be
/// escaped at all: some libxml2 calls silently cut such text short, and the Nu validator rejects the page. Bidi controls
/// are removed so that a right-to-left override in a name cannot reorder the text around it; pages mark names
/// with `dir="auto"` instead, so right-to-left names still display correctly.
public enum DocumentText {
    /// The text without forbidden characters. Returns the same string when nothing had to go.
    public static func cleaned(_ text: String) -> String {
        // Fast path for the usual case: a scan of the UTF-8 bytes in place, no scalar decoding.
        if text.utf8.withContiguousStorageIfAvailable(\.isPlainlyClean) == true { return text }
        guard text.unicodeScalars.contains(where: isRemoved) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isRemoved($0) })
        return String(scalars)
    }

    /// Whether the scalar must not reach a document.
    ///
    /// Lone surrogates cannot occur in a Swift `String` (decoding replaces them with U+FFFD), so they need no
    /// check here.
    public static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true  // C0 and C1 controls, DEL
        case 0xFDD0...0xFDEF: true  // noncharacters
        case let value where value & 0xFFFE == 0xFFFE: true  // U+FFFE, U+FFFF and their twins in every plane
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidi marks, embeddings, isolates
        default: false
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether these UTF-8 bytes certainly hold no character ``DocumentText/isRemoved(_:)`` removes: printable ASCII,
    /// and characters whose first byte starts none of the removed ones. Every removed character is an ASCII control
    /// or DEL, or starts with C2 (C1 controls), D8 (U+061C), E2 (the other bidi controls), EF (U+FDD0…U+FDEF, U+FFFE,
    /// U+FFFF) or F0…F4 (the noncharacters of the other planes). `false` only means the scalars must be checked.
    fileprivate var isPlainlyClean: Bool {
        allSatisfy { byte in
            switch byte {
            case 0x20..<0x7F, 0x80..<0xC2, 0xC3..<0xD8, 0xD9..<0xE2, 0xE3..<0xEF, 0xF5...0xFF: true
            default: false
            }
        }
    }
}
