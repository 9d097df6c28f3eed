import Testing
import TextUI

@testable import ExploreApp
@testable import Terminal

/// A host whose frame is its size and the keys it received; `q` quits.
@MainActor
final class EchoHost: ScreenHost {
    private(set) var keys: [Key] = []

    func handle(_ key: Key) async -> KeyOutcome {
        keys.append(key)
        return key == .character("q") ? .quit : .proceed
    }

    func render(size: TerminalSize) -> [String] {
        let names = keys.map { key in
            if case .character(let character) = key { return String(character) }
            return "\(key)"
        }
        return ["\(size.notation):" + names.map { " " + $0 }.joined()]
    }
}

@MainActor
@Suite struct ScriptPlayerTests {
    private func play(_ script: String, size: TerminalSize = .standard) async throws -> (String, EchoHost) {
        let host = EchoHost()
        var out = ""
        var player = ScriptPlayer(host: host, size: size) { out += $0.text }
        try await player.play(try PlayScript.parse(script))
        return (out, host)
    }

    @Test func typingPressesEveryCharacterButPrintsOneFrame() async throws {
        let (out, host) = try await play("type ab c", size: TerminalSize(columns: 40, rows: 10))
        #expect(host.keys == [.character("a"), .character("b"), .character(" "), .character("c")])
        #expect(
            out == """
                --- frame 0: start (40x10) ---
                40x10:
                --- frame 1: line 1: type ab c (40x10) ---
                40x10: a b   c

                """)
    }

    @Test func aQuittingKeyEndsThePlayAndTheRestIsNotPressed() async throws {
        let (out, host) = try await play("down\nq\nup")
        #expect(host.keys == [.down, .character("q")])
        #expect(out.hasSuffix("--- frame 2: line 2: q (80x24) ---\n80x24: down q\n--- quit ---\n"))
    }

    @Test func quittingInTheMiddleOfTypedTextStopsThere() async throws {
        let (_, host) = try await play("type aqz\ndown")
        #expect(host.keys == [.character("a"), .character("q")])
    }

    @Test func ctrlCQuitsWithoutReachingTheScreens() async throws {
        let (out, host) = try await play("down\nctrl-c\nup")
        #expect(host.keys == [.down])
        #expect(out.hasSuffix("--- quit ---\n"))
    }
}
