import Foundation

/// The territories a user can filter by.
public struct ListTerritories: Sendable {
    private let directory: any MerchantDirectory

    public init(directory: any MerchantDirectory) {
        self.directory = directory
    }

    /// Territories with merchants, blank names dropped, ordered as people read them: by the search rule's folding
    /// (``SearchWords/orderKey(_:)``: "Ávila" sits with the A's), then by the exact name so the order is stable.
    public func callAsFunction() async throws(DirectoryError) -> [Territory] {
        try await directory.territories()
            .filter { !$0.name.trimmingCharacters(in: .whitespaces).isEmpty && $0.merchantCount > 0 }
            .sorted { lhs, rhs in
                (SearchWords.orderKey(lhs.name), lhs.name) < (SearchWords.orderKey(rhs.name), rhs.name)
            }
    }
}
