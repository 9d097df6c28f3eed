/// Loads one ATM for its detail screen, with its distance from the user.
public struct GetATMDetail: Sendable {
    private let directory: any ATMDirectory

    public init(directory: any ATMDirectory) {
        self.directory = directory
    }

    /// Throws `.atmNotFound` when the directory has no ATM with this id (an id from an older snapshot, say).
    public func callAsFunction(_ id: Int64, near position: Coordinate?) async throws(DirectoryError) -> ATMListing {
        guard let listing = try await directory.atm(id: id, near: position) else {
            throw .atmNotFound(id)
        }
        return listing
    }
}
