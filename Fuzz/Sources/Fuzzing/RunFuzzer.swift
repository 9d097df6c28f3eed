import Foundation
import FuzzerDriver

/// Hands the program's arguments to libFuzzer, which calls `check` with each input (its bytes and their count) and
/// ends the program with its status. A check fails an input by trapping: `precondition`, `fatalError`.
public func runFuzzer(_ check: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, check))
}

/// Stops the program with `message` when `condition` is false: how a check fails an input. Unlike `precondition`,
/// whose message an optimised build drops, the message reaches the fuzzer's log.
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
