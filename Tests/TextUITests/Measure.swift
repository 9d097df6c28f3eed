import Presentation
import TextUI

/// Reading frames back: the text without the SGR sequences the ansi theme emits, and its width.
enum Measure {
    /// The line with every `ESC [ params m` removed; any other escape is left in place (and is a defect).
    static func strippingSGR(_ line: String) -> String {
        var output = String.UnicodeScalarView()
        var scalars = line.unicodeScalars[...]
        while let scalar = scalars.first {
            if scalar == "\u{1B}", scalars.dropFirst().first == "[",
                let end = scalars.dropFirst(2).firstIndex(where: { !("0"..."9").contains($0) && $0 != ";" }),
                scalars[end] == "m"
            {
                scalars = scalars[scalars.index(after: end)...]
                continue
            }
            output.append(scalar)
            scalars = scalars.dropFirst()
        }
        return String(output)
    }

    static func visibleWidth(_ line: String) -> Int {
        DisplayWidth.of(strippingSGR(line))
    }

    /// Whether the text holds a scalar a terminal would act on: C0, DEL, C1, or a bidirectional control.
    static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            let value = scalar.value
            return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F || value == 0x061C
        }
    }
}
