import Domain
import Presentation
import TextUI

/// The screens of the interactive mode and `explore play`: a stack with the merchant list at the bottom.
///
/// Each key goes to the top screen (``NavigableScreen/handle(_:)``); then the navigator has the top screen carry out
/// the intents it emitted (push, pop, results passed back), and waits until the top screen has settled, so the next
/// frame shows the key's effect. A sync or an export is not waited for: it runs on while keys keep coming, and its
/// progress shows as the view model's state changes.
@MainActor
public final class Navigator: ScreenHost {
    /// The screens, home first; the last one is shown.
    public private(set) var stack: [any NavigableScreen]
    /// Screens popped by the last key whose work may still be winding down (an export cancelled by `Esc`, then left
    /// by a second `Esc`): the key waits for them, so quitting never leaves a half-written staging folder behind.
    private var left: [any NavigableScreen] = []
    /// What screens are built from; a chosen location changes it for the screens opened after.
    public var factory: ScreenFactory
    public let theme: Theme
    /// The keys of the top screen, shown over it after `?` until the next key.
    public private(set) var keysShown: KeyHelp?

    /// Opens the home screen and waits for its first page.
    public init(factory: ScreenFactory, theme: Theme) async {
        self.factory = factory
        self.theme = theme
        self.stack = [factory.merchantList()]
        top.screenAppeared()
        await top.waitUntilIdle()
    }

    /// The screen shown.
    public var top: any NavigableScreen { stack[stack.count - 1] }

    /// The stack's screen names, home first: `["list", "detail"]`.
    public var screenNames: [String] { stack.map(\.screenName) }

    public func handle(_ key: Key) async -> KeyOutcome {
        if keysShown != nil {
            keysShown = nil  // Any key closes the key help, and does nothing else.
            return .proceed
        }
        switch top.handle(key) {
        case .quit: return .quit
        case .showKeys: keysShown = top.keyHelp()
        case .proceed: await settle()
        }
        return .proceed
    }

    /// Each key goes to the top screen, which carries out its intents at once (a key that opens a screen sends the
    /// next key there); the screens settle after the last key only. The keys of a paste into a search field change
    /// its text one by one, and the search runs once, on the whole text.
    public func handle(_ keys: [Key]) async -> KeyOutcome {
        var changed = false
        for key in keys {
            if keysShown != nil {
                keysShown = nil
                continue
            }
            switch top.handle(key) {
            case .quit: return .quit
            case .showKeys: keysShown = top.keyHelp()
            case .proceed:
                while top.carryOutIntents(on: self) {}
                changed = true
            }
        }
        if changed { await settle() }
        return .proceed
    }

    /// Carries out the intents, waits for the top screen's loading, and again for intents that loading emitted (a
    /// choice saved, then the picker closed), until the top is quiet.
    private func settle() async {
        repeat {
            // A result passed back (filters applied) is an input of the screen below, which may emit intents in
            // turn: carrying out until the top is quiet delivers every intent exactly once.
            while top.carryOutIntents(on: self) {}
            for screen in left { await screen.waitUntilIdle() }
            left.removeAll()
            await top.waitUntilSettled()
        } while top.carryOutIntents(on: self)
    }

    public func waitUntilIdle() async {
        for screen in stack { await screen.waitUntilIdle() }
    }

    public func close() async {
        for screen in stack { screen.cancelJobs() }
        await waitUntilIdle()
    }

    public func render(size: TerminalSize) -> [String] {
        if let keysShown { return TextRenderer.frame(keysShown, size: size, theme: theme).lines }
        return top.frame(size: size, theme: theme).lines
    }

    /// Shows `screen` on top; `nil` (a screen this build or this snapshot cannot offer) shows nothing new.
    public func push(_ screen: (any NavigableScreen)?) {
        guard let screen else { return }
        stack.append(screen)
        screen.screenAppeared()
    }

    /// Leaves the top screen; the home screen is never popped.
    public func pop() {
        guard stack.count > 1 else { return }
        left.append(stack.removeLast())
        top.screenAppeared()
    }

    /// Leaves the top screen and hands its answer to the screen below when that is a `Below`: how a chooser answers
    /// the screen that opened it (the filters answer the list, the territories the filters).
    public func pop<Below: NavigableScreen>(answering below: Below.Type, with answer: (Below) -> Void) {
        pop()
        if let screen = top as? Below { answer(screen) }
    }
}
