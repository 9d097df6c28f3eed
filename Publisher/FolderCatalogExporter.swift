import CatalogExport
import Domain
import Foundation
import Presentation

/// The export screen's writer: the same ``CatalogWriter`` as `explore catalog`, into a fixed folder.
public struct FolderCatalogExporter: CatalogExporting {
    public var writer: CatalogWriter

    public init(writer: CatalogWriter) {
        self.writer = writer
    }

    public func export(_ catalog: Catalog, progress: @escaping @Sendable (Int) -> Void)
        async throws(CatalogExportError) -> ExportedCatalog
    {
        do throws(CatalogError) {
            // The writer counts each merchant once per format; the screen counts merchants.
            let merchants = catalog.summary.merchantCount
            let exported = try await writer.write(catalog) { report in
                progress(report.total == 0 ? 0 : report.written * merchants / report.total)
            }
            // The documents in full, so that they can be opened from the screen as shown.
            let folder = writer.destination
            return ExportedCatalog(
                fileCount: exported.fileCount,
                documents: exported.documents.map { folder.appendingPathComponent($0).path },
                unremovedFolders: exported.unremovedFolders, changes: exported.changes)
        } catch {
            switch error {
            case .directory(let error): throw .directory(error)
            default: throw .writeFailed(CatalogErrorText.sentence(for: error))
            }
        }
    }
}
