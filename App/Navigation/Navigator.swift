import Domain
import Presentation
import TextUI

/// The screens of the interactive mode and `explore play`: a stack with the merchant list at the bottom.
///
/// Each key goes to the top screen's view model (Navigator+Keys.swift); then the navigator drains the intents
/// it emitted and carries them out (push, pop, results passed back: Navigator+Intents.swift), and waits until the
/// top screen has settled, so the next frame shows the key's effect. A sync or an export is not waited for: it
/// runs on while keys keep coming, and its progress shows as the view model's state changes.
@MainActor
final class Navigator: ScreenHost {
    /// The screens, home first; the last one is shown.
    private(set) var stack: [Screen]
    /// Screens popped by the last key whose work may still be winding down (an export cancelled by `Esc`, then left
    /// by a second `Esc`): the key waits for them, so quitting never leaves a half-written staging folder behind.
    private var left: [Screen] = []
    let factory: ScreenFactory
    let theme: Theme

    /// Opens the home screen and waits for its first page.
    init(factory: ScreenFactory, theme: Theme) async {
        self.factory = factory
        self.theme = theme
        self.stack = [.merchantList(factory.merchantList())]
        top.appeared()
        await top.waitUntilIdle()
    }

    /// The screen shown.
    var top: Screen { stack[stack.count - 1] }

    /// The stack's screen names, home first: `["list", "detail"]`.
    var screenNames: [String] { stack.map(\.name) }

    func handle(_ key: Key) async -> KeyOutcome {
        let outcome = send(key, to: top)
        guard outcome == .proceed else { return outcome }
        carryOutIntents()
        for screen in left { await screen.waitUntilIdle() }
        left.removeAll()
        await top.waitUntilSettled()
        return .proceed
    }

    func waitUntilIdle() async {
        for screen in stack { await screen.waitUntilIdle() }
    }

    func close() async {
        for screen in stack { screen.cancelJobs() }
        await waitUntilIdle()
    }

    func render(size: TerminalSize) -> [String] {
        top.frame(size: size, theme: theme).lines
    }

    /// Shows `screen` on top.
    func push(_ screen: Screen) {
        stack.append(screen)
        screen.appeared()
    }

    /// Leaves the top screen; the home screen is never popped.
    func pop() {
        guard stack.count > 1 else { return }
        left.append(stack.removeLast())
        top.appeared()
    }
}
