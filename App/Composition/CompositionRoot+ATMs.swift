import Domain
import Foundation

extension CompositionRoot {
    /// `explore atms`: one page of ATMs, as text or JSON.
    func runATMs(_ query: ATMQuery, format: OutputFormat) async throws {
        try await firstRun.ensureSnapshot()
        let directory = try await adapters.openATMDirectory(locations.snapshot)
        let page = try await SearchATMs(directory: directory)(query)
        logger.info("ATMs", metadata: ["total": "\(page.total)", "shown": "\(page.items.count)"])
        switch format {
        case .json: output(try JSONOutput.string(ATMsJSON(page)))
        case .text: printLines(try adapters.renderATMList(page, renderOptions))
        }
    }
}
