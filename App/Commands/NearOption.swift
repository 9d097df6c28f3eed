import ArgumentParser
import Domain
import Foundation
import Presentation

/// `--near`: where distances are measured from, written `LAT,LON` or named: a city or territory of the directory,
/// found as `explore location set` finds it (the search rule: `zurich` is Zürich, `sao paulo` São Paulo).
enum NearOption {
    /// The option's help.
    static let help = ArgumentHelp(
        "Your position, to measure distances from: a city or territory of the directory, or LAT,LON.",
        valueName: "place")

    /// Checks what can be checked before the directory is read: a position written `LAT,LON` must be one.
    static func validate(_ text: String?) throws {
        guard let text else { return }
        if text.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--near needs a city, a territory or LAT,LON.")
        }
        if Coordinate.looksWritten(text) { _ = try ArgumentValues.coordinate(text) }
    }

    /// The position `text` names: written, or the place's (an unknown place fails with the nearest names); `nil`
    /// without `--near`.
    @MainActor static func position(_ text: String?, with root: CompositionRoot) async throws -> Coordinate? {
        guard let text else { return nil }
        do {
            let places = Coordinate.looksWritten(text) ? [] : try await root.placesOrReason().places()
            return try ChooseLocation.resolve(text, among: places).coordinate
        } catch let error as LocationError {
            throw WordedFailure(description: ErrorMessages.sentence(for: error))
        }
    }

    /// `--near` as a shell word: quoted when it holds more than letters, digits and `,.-`.
    static func shellWord(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isLetter || $0.isNumber || ",.-".contains($0) }
        return plain && !text.isEmpty ? text : "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
