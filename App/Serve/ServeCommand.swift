import ArgumentParser
import Foundation

#if Network
    import ServiceLifecycle
    import WebServer
#endif

/// `explore serve`: the directory in a browser, on the same view models as the terminal.
struct ServeCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the directory to a web browser: the same screens as the terminal, read-only.",
        discussion: """
            Serves the merchant list (search, tabs, sort, filters), each merchant, the territories, the ATMs and the \
            location picker as web pages. Visitors only read: favourites, recent searches, sync and export stay \
            with the terminal, and nothing one visitor does is seen by another. A snapshot replaced by `sync` or \
            `import` is served from the next request on.

            It listens on 127.0.0.1 (this machine only) unless --host says otherwise. SIGINT or SIGTERM stops it \
            gracefully: no new connections, the requests being answered are finished. The access log is written \
            at --log-level info. Docs/CLI.md has the limits it applies to each request.

            Examples:
              explore serve
              explore serve --host 0.0.0.0 --port 8080
            """)

    @OptionGroup var globals: GlobalOptions

    @Option(help: ArgumentHelp("The address to listen on (default: 127.0.0.1).", valueName: "address"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one (default: 8080).", valueName: "port"))
    var port = 8080

    @Option(
        name: .customLong("page-cache"),
        help: ArgumentHelp(
            "How many pages to keep made, per snapshot, for visitors asking again (default: 1024; 0 keeps none).",
            valueName: "pages"))
    var pageCache = 1024

    func validate() throws {
        guard pageCache >= 0 else { throw ValidationError("--page-cache takes 0 or more pages.") }
        guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535, not \(port).") }
        guard !host.isEmpty else { throw ValidationError("--host needs an address.") }
    }

    func run(with root: CompositionRoot) async throws {
        #if Network
            try await serve(with: root)
        #else
            throw AppError.withoutNetwork(feature: "explore serve")
        #endif
    }

    #if Network
        private func serve(with root: CompositionRoot) async throws {
            let snapshot = root.servedSnapshot()
            // Opened before listening: a file that cannot be read is said now, not on each request.
            _ = try await snapshot.pages()
            let site = WebSite(snapshot: snapshot, pageCache: pageCache, logger: root.logger)
            let host = self.host
            let console = root.console
            let application = buildApplication(site, host: host, port: port) { port in
                let shown = host.contains(":") ? "[\(host)]" : host
                var line = "Serving the directory at http://\(shown):\(port)/"
                if host == "0.0.0.0" || host == "::" { line += " (every address of this machine)" }
                // The server runs whether or not its address could be said; its log on standard error goes on.
                try? console.print([line + "; Ctrl-C stops."])
            }
            let group = ServiceGroup(
                configuration: ServiceGroupConfiguration(services: [application], logger: root.logger))
            let stopping = GracefulStop(group: group)
            stopping.install()
            do {
                try await group.run()
            } catch {
                throw ListenFailure(error, host: host, port: port) ?? error
            }
            stopping.exitIfSignalled()
        }
    #endif
}
