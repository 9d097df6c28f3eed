import Domain
import Foundation
import Presentation
import Terminal

/// What `explore doctor` found: a line per fact, and the problems among them.
struct DoctorReport {
    var lines: [String] = []
    var problems: [String] = []

    /// The package traits this program was built with (Docs/adr/0008): "PiggyCards, Network" by default.
    static var traits: String {
        var built = GiftCardProvider.piggyCards.isEnabled ? ["PiggyCards"] : []
        #if Network
            built.append("Network")
        #endif
        return built.isEmpty ? "none" : built.joined(separator: ", ")
    }

    /// Looks at the files the root names, checking every index against its table when `full`. Creates and changes
    /// nothing.
    static func examine(_ root: CompositionRoot, full: Bool = false) async -> DoctorReport {
        var lines = ["program:     \(ExploreVersion.line)", "  traits:    \(Self.traits)"]
        var problems: [String] = []
        let (locations, adapters) = (root.locations, root.adapters)
        let snapshot = locations.snapshot
        lines.append("snapshot:    \(snapshot.path)\(locations.snapshotIsDefault ? " (default)" : "")")
        if let wrongKind = Self.wrongKind(snapshot) {
            lines.append("  problem:   \(wrongKind)")
            problems.append(wrongKind)
        } else if let size = Self.fileSize(snapshot) {
            lines.append("  size:      \(ProgressText.amount(size, .bytes))")
            do {
                let directory = try await adapters.openDirectory(snapshot)
                let info = try await directory.snapshotInfo()
                lines.append("  schema:    version \(info.schemaVersion)")
                lines.append("  published: \(info.version.map(Self.describe) ?? "no version recorded")")
                let merchants = try await SearchMerchants(directory: directory)(
                    MerchantQuery(page: PageRequest(limit: 1))
                ).total
                let rows = Formats.count(info.merchantRowCount, "location row")
                lines.append("  merchants: \(Formats.grouped(merchants)) (\(rows))")
                let atms = try await SearchATMs(directory: adapters.openATMDirectory(snapshot))(
                    ATMQuery(page: PageRequest(limit: 1)))
                lines.append("  ATMs:      \(Formats.grouped(atms.total))")
                let integrity = try await adapters.checkIntegrity(snapshot, full)
                lines.append("  integrity: \(integrity)")
                if integrity != "ok" { problems.append("The snapshot is damaged: \(integrity)") }
            } catch {
                let sentence = ErrorSentences.sentence(for: error)
                lines.append("  problem:   \(sentence)")
                problems.append(sentence)
            }
        } else {
            lines.append(
                locations.snapshotIsDefault
                    ? "  missing:   created from the built-in sample on first use" : "  missing:   no file at this path"
            )
            if !locations.snapshotIsDefault { problems.append("There is no directory snapshot at \(snapshot.path).") }
        }
        lines.append("local store: \(locations.localStore.path)\(locations.localStoreIsDefault ? " (default)" : "")")
        if let wrongKind = Self.wrongKind(locations.localStore) {
            lines.append("  problem:   \(wrongKind)")
            problems.append(wrongKind)
        } else if let size = Self.fileSize(locations.localStore) {
            lines.append("  size:      \(ProgressText.amount(size, .bytes))")
            do {
                lines += try await Self.remembered(root)
            } catch {
                let sentence = ErrorSentences.sentence(for: error)
                lines.append("  problem:   \(sentence)")
                problems.append(sentence)
            }
        } else {
            lines.append("  missing:   created on first use")
        }
        return DoctorReport(lines: lines, problems: problems)
    }

    /// What the local store remembers for other commands: the location distances are measured from, and the source
    /// `sync` reads, its secrets masked as everywhere (ADR 0018: a source holding any is never stored, but a store
    /// written by hand could hold one).
    private static func remembered(_ root: CompositionRoot) async throws -> [String] {
        let store = try await root.localStore()
        let location = try await store.chosenLocation()
        let source = try await store.syncSource()
        return [
            "  location:  \(location.map(LocationShowCommand.sentence) ?? "none set (explore location set)")",
            "  sync from: \(source.map(RedactedURL.text) ?? "none set (explore sync --from)")",
        ]
    }

    /// The sentence for a path that holds something other than a regular file (a folder, a FIFO), which the program
    /// refuses to open; `nil` for a file or nothing.
    private static func wrongKind(_ url: URL) -> String? {
        do {
            try FileLocations.requireFileOrNothing(at: url)
            return nil
        } catch {
            return ErrorSentences.sentence(for: error)
        }
    }

    private static func fileSize(_ url: URL) -> Int64? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            (attributes[.type] as? FileAttributeType) == .typeRegular
        else { return nil }
        return (attributes[.size] as? NSNumber)?.int64Value
    }

    /// "2026-01-01 00:00 UTC (version 1767225600000)": the date first, the raw version for publishers.
    private static func describe(_ version: SnapshotVersion) -> String {
        "\(Formats.date(version.date)) (version \(version))"
    }
}

/// What `explore doctor` found wrong: the first problem, and how many there were.
struct DoctorFinding: Error, CustomStringConvertible {
    var sentence: String
    var count: Int

    var description: String {
        count == 1 ? sentence : "\(sentence) (and \(count - 1) more problems above)"
    }
}
