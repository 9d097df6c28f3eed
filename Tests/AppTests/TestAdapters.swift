import Domain
import Foundation
import Logging
import Synchronization
import TestSupport

@testable import ExploreApp

/// Adapters over `TestSupport` fakes, for running commands without the Data and Presentation layers.
extension Adapters {
    static func fake(
        directory: InMemoryDirectory = InMemoryDirectory(merchants: Fixtures.merchants),
        store: InMemoryLocalStore = InMemoryLocalStore(),
        atms: InMemoryATMDirectory = InMemoryATMDirectory(atms: Fixtures.atms),
        host: (@MainActor @Sendable (ScreenContext) -> any ScreenHost)? = nil
    ) -> Adapters {
        var adapters = Adapters(
            openDirectory: { url in
                guard FileManager.default.fileExists(atPath: url.path) else {
                    throw DirectoryError.unavailable(url.path)
                }
                return directory
            },
            openLocalStore: { _ in store },
            liveInfo: { nil },
            writeSample: { request, progress in
                progress.update(completed: Int64(request.merchants), total: Int64(request.merchants))
                try Data("sample of \(request.merchants)".utf8).write(to: request.destination)
            },
            importDirectory: { source, _, _ in "Imported \(source.lastPathComponent)." },
            snapshotPublisher: { _ in throw AppError.notWiredYet("sync the directory") },
            checkIntegrity: { _ in "ok" },
            renderMerchantList: { page, _, options in
                page.items.map { "\($0.name) [\(options.size.columns)]" }
            },
            renderMerchantDetail: { detail, _ in [detail.merchant.name] },
            writeCatalog: { _, _, _ in ["index.html"] },
            makeScreenHost: { context in
                guard let host else { throw AppError.notWiredYet("show the interactive screens") }
                return host(context)
            })
        adapters.openATMDirectory = { url in
            guard FileManager.default.fileExists(atPath: url.path) else { throw DirectoryError.unavailable(url.path) }
            return atms
        }
        adapters.renderATMList = { page, options in page.items.map { "\($0.atm.name) [\(options.size.columns)]" } }
        return adapters
    }
}

/// Collects what a command prints.
final class Printed: Sendable {
    private let text = Mutex("")

    var value: String { text.withLock { $0 } }

    @Sendable func append(_ more: String) {
        text.withLock { $0 += more }
    }
}

extension CompositionRoot {
    /// A root over fakes, its files in `folder`, its output collected in `printed`.
    static func fake(
        in folder: TemporaryFolder, db: String? = nil, adapters: Adapters = .fake(), printed: Printed
    ) -> CompositionRoot {
        CompositionRoot(
            locations: FileLocations.resolve(
                db: db, local: nil, environment: ["HOME": folder.url.path, "XDG_DATA_HOME": folder.url.path + "/xdg"]),
            adapters: adapters, logger: Logger(label: "test"), usesColor: false, output: printed.append,
            outputIsTerminal: false)
    }
}
