import Foundation
import Fuzzing

/// Play scripts as a user may write them: any text. Parsing either names a bad line that exists, or returns steps in
/// line order, each from a non-empty line of the script.
func check(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    do {
        let script = try PlayScript.parse(text)
        let numbers = script.steps.map(\.line)
        require(numbers == numbers.sorted() && Set(numbers).count == numbers.count, "steps out of order")
        require(script.steps.allSatisfy { !$0.source.isEmpty && $0.line <= lines.count }, "a step from nowhere")
    } catch {
        guard case .badScript(let line, _) = error else { fatalError("\(error) for a script") }
        require((1...max(1, lines.count)).contains(line), "line \(line) of \(lines.count)")
    }
    return 0
}

runFuzzer { check($0, $1) }
