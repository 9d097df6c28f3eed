import Domain
import Foundation
import TestSupport
import TextUI

@testable import ExploreApp
@testable import Terminal

/// A navigator over the in-memory fakes, and a record of every frame it drew, for golden files.
@MainActor
final class NavigatorScene {
    let directory: InMemoryDirectory
    let store: InMemoryLocalStore
    let navigator: Navigator
    let size: TerminalSize
    private(set) var transcript = ""
    private(set) var outcomes: [KeyOutcome] = []

    init(
        merchants: [Merchant] = Fixtures.merchants, store: InMemoryLocalStore = InMemoryLocalStore(),
        location: ChosenLocation? = nil, size: TerminalSize = TerminalSize(columns: 80, rows: 16)
    ) async {
        let directory = InMemoryDirectory(merchants: merchants)
        self.directory = directory
        self.store = store
        self.size = size
        let factory = ScreenFactory(
            directory: directory, localStore: store, liveInfo: nil, location: location, exportDestination: "/nowhere",
            places: InMemoryPlaceDirectory(merchants: merchants))
        navigator = await Navigator(factory: factory, theme: .plain)
        record("start")
    }

    /// Presses each key in turn and records the frame after each, once all its work has finished (as `explore play`
    /// does).
    func press(_ keys: Key...) async {
        for key in keys {
            outcomes.append(await navigator.handle(key))
            await navigator.waitUntilIdle()
            record(Self.name(of: key))
        }
    }

    /// Types text one character at a time, recording only the frame after the last one.
    func type(_ text: String) async {
        for character in text {
            outcomes.append(await navigator.handle(.character(character)))
            await navigator.waitUntilIdle()
        }
        record("type \(text)")
    }

    /// The frame shown now, as one string.
    var frame: String { navigator.render(size: size).joined(separator: "\n") }

    private func record(_ label: String) {
        transcript += "--- \(label) [\(navigator.screenNames.joined(separator: " > "))] ---\n" + frame + "\n"
    }

    static func name(of key: Key) -> String {
        switch key {
        case .character(let character): "'\(character)'"
        default: "\(key)"
        }
    }
}
