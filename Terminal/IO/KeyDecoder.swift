import TextUI

/// Turns the bytes a terminal sends into keys, keeping incomplete sequences until more bytes arrive.
///
/// A terminal sends an arrow as `ESC [ A` (or `ESC O A` in application mode) and the Esc key as a lone `ESC`:
/// the two can only be told apart by time. The reader calls ``flush()`` when no byte followed an `ESC` within
/// a short timeout, which makes the pending `ESC` the Esc key.
public struct KeyDecoder {
    private var pending: [UInt8] = []

    /// Whether bytes are waiting for more (a lone `ESC`, half a UTF-8 character), so the reader should wait
    /// only briefly and then call ``flush()``.
    public var hasPendingBytes: Bool { !pending.isEmpty }

    /// Longer control sequences are not keys we know: they are dropped rather than buffered forever.
    private static let maximumSequenceLength = 16

    /// The keys completed by these bytes, in order.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(at: index, in: pending) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Decodes what is pending as if no more bytes will come: a lone `ESC` becomes ``Key/escape``; an
    /// incomplete sequence or character is dropped.
    public mutating func flush() -> [Key] {
        defer { pending.removeAll() }
        guard pending.first == 0x1B else { return [] }
        // `ESC` then an incomplete sequence: the Esc key was pressed, the rest is noise.
        return [.escape]
    }

    /// The key at `index` and how many bytes it used (`nil` key: bytes to skip); `nil` when more bytes are needed.
    private static func key(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return escapeSequence(at: index, in: bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x03: return (.interrupt, 1)
        case 0x04: return (.endOfInput, 1)
        case 0x15: return (.eraseLine, 1)
        case 0x20...0x7E: return (.character(Character(Unicode.Scalar(byte))), 1)
        case 0x80...: return utf8Character(at: index, in: bytes)
        default: return (nil, 1)  // Other control bytes are not keys we use.
        }
    }

    private static func escapeSequence(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        guard index + 1 < bytes.count else { return nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "["):
            // CSI: parameter and intermediate bytes, then one final byte in 0x40...0x7E.
            var end = index + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) {
                end += 1
                if end - index > maximumSequenceLength { return (nil, end - index) }
            }
            guard end < bytes.count else { return nil }
            let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            return (csiKey(final: bytes[end], parameters: parameters), end - index + 1)
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return nil }
            return (ss3Key(final: bytes[index + 2]), 3)
        default:
            // ESC then anything else (Alt-x, or Esc typed just before a key): the Esc key, then that key.
            return (.escape, 1)
        }
    }

    private static func csiKey(final: UInt8, parameters: String) -> Key? {
        // Modifiers (`ESC [ 1 ; 5 A` for Ctrl-Up) do not change which key it is.
        let first = parameters.split(separator: ";").first.map(String.init) ?? ""
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }

    private static func ss3Key(final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    private static func utf8Character(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let length: Int
        switch bytes[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (nil, 1)  // A continuation byte or an invalid lead: skip it.
        }
        let available = min(length, bytes.count - index)
        for offset in 1..<available where !(0x80...0xBF).contains(bytes[index + offset]) {
            return (nil, offset)  // Broken sequence: drop the bytes before the intruder.
        }
        guard available == length else { return nil }
        let scalars = String(validating: bytes[index..<(index + length)], as: UTF8.self)
        guard let character = scalars?.first, !character.isASCII else { return (nil, length) }
        // C1 controls (U+0080...U+009F) are not printable either.
        if let scalar = character.unicodeScalars.first, scalar.properties.generalCategory == .control {
            return (nil, length)
        }
        return (.character(character), length)
    }
}
