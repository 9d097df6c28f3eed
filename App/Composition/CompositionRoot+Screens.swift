import Domain

extension CompositionRoot {
    /// What the navigator is built from: both files opened, the snapshot created on first run.
    func screenContext(size: TerminalSize) async throws -> ScreenContext {
        let directory = try await openDirectory()
        let store = try await openLocalStore()
        var context = ScreenContext(
            directory: directory, localStore: store, liveInfo: adapters.liveInfo(),
            render: RenderOptions(size: size, usesColor: usesColor), logger: logger,
            publisher: try? adapters.snapshotPublisher(locations.snapshot), dataFolder: locations.dataFolder)
        // Same file as the directory; if it cannot be opened the ATM screens are simply not offered.
        context.atmDirectory = try? await adapters.openATMDirectory(locations.snapshot)
        return context
    }

    /// `explore` on a terminal: the interactive screens.
    @MainActor
    func runInteractive() async throws {
        let host = try await adapters.makeScreenHost(screenContext(size: TerminalSize.current()))
        try await InteractiveSession(host: host).run()
    }

    /// `explore` without a terminal: the home screen, printed once (without trailing spaces or blank lines).
    @MainActor
    func printHomeScreen() async throws {
        let options = renderOptions
        let host = try await adapters.makeScreenHost(
            screenContext(size: options.size).with(usesColor: options.usesColor))
        printLines(PrintedScreens.trimmed(host.render(size: options.size)))
    }

    /// `explore play`: every frame of a scripted session, plain text (colour would bury the frames in escapes).
    @MainActor
    func runPlay(_ script: PlayScript, size: TerminalSize = .standard) async throws {
        let context = try await screenContext(size: size).with(usesColor: false)
        let host = try await adapters.makeScreenHost(context)
        var player = ScriptPlayer(host: host, size: size, output: output)
        await player.play(script)
    }
}

extension ScreenContext {
    fileprivate func with(usesColor: Bool) -> ScreenContext {
        var copy = self
        copy.render.usesColor = usesColor
        return copy
    }
}
