import Foundation
import Testing
import TextUI

@testable import ExploreApp
@testable import Terminal

@Suite struct PlayScriptTests {
    private func actions(_ text: String) throws -> [PlayScript.Action] {
        try PlayScript.parse(text).steps.map(\.action)
    }

    @Test func aScriptIsReadUpToItsLimitAndAnEndlessOneFailsThere() throws {
        let endless = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/zero"))
        defer { try? endless.close() }

        #expect(throws: TerminalError.scriptTooLarge(limit: PlayScript.maximumSize)) { try PlayScript.read(endless) }
        #expect(throws: TerminalError.scriptTooLarge(limit: PlayScript.maximumSize)) {
            try PlayScript.load(from: "/dev/zero")
        }
        #expect(throws: AppError.notAFile("/", .folder)) { try PlayScript.load(from: "/") }
    }

    @Test func keyNamesCharactersTypingAndResizingAreSteps() throws {
        let script = """
            # Find a café and open it.
            size 100x30
            /
            type caf ave

            down
            enter
            esc
            backspace
            tab
            q
            """
        #expect(
            try actions(script) == [
                .resize(TerminalSize(columns: 100, rows: 30)), .press(.character("/")), .type("caf ave"),
                .press(.down), .press(.enter), .press(.escape), .press(.backspace), .press(.tab),
                .press(.character("q")),
            ])
    }

    @Test func stepsRememberTheirLineNumbersAndText() throws {
        let steps = try PlayScript.parse("# comment\n\n  down  \n").steps
        #expect(steps == [PlayScript.Step(line: 3, action: .press(.down), source: "down")])
    }

    @Test func keyNamesIgnoreCaseAndHaveAliases() throws {
        #expect(
            try actions("DOWN\nEscape\nreturn\nspace\nctrl-c\nshift-tab\nCtrl-U") == [
                .press(.down), .press(.escape), .press(.enter), .press(.character(" ")), .press(.interrupt),
                .press(.backTab), .press(.eraseLine),
            ])
    }

    @Test func typeKeepsTheTextAfterOneSpaceExactly() throws {
        #expect(try actions("type  two  spaces ") == [.type(" two  spaces")])
    }

    @Test func keyPressesCharactersThatWouldReadAsCommentsOrCommands() throws {
        #expect(
            try actions("key #\nkey x\nkey down") == [.press(.character("#")), .press(.character("x")), .press(.down)])
    }

    @Test func windowsLineEndingsAreAccepted() throws {
        #expect(try actions("up\r\ntype ab\r\n") == [.press(.up), .type("ab")])
    }

    @Test func anUnknownWordFailsWithItsLineAndASuggestion() {
        let error = #expect(throws: TerminalError.self) { try PlayScript.parse("down\n\ncoffee") }
        #expect(error == .badScript(line: 3, reason: "'coffee' is not a step (to type text, write 'type coffee')."))
    }

    @Test(arguments: ["size 80", "size 80x", "size ax24", "size 9x24", "size 80x2", "size 1001x24", "size 80x501"])
    func badSizesFail(_ line: String) {
        #expect(throws: TerminalError.self) { try PlayScript.parse(line) }
    }

    @Test func typeWithoutTextFails() {
        #expect(throws: TerminalError.self) { try PlayScript.parse("type") }
    }

    @Test func anEmptyScriptHasNoSteps() throws {
        #expect(try PlayScript.parse("").steps.isEmpty)
        #expect(try PlayScript.parse("# only a comment\n\n").steps.isEmpty)
    }
}
