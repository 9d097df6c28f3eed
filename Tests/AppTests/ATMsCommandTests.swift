import ArgumentParser
import Domain
import TestSupport
import Testing

@testable import ExploreApp

@Suite struct ATMsCommandTests {
    private func query(_ arguments: [String]) throws -> ATMQuery {
        let command = try #require(try ExploreCommand.parseAsRoot(["atms"] + arguments) as? ATMsCommand)
        return try command.query()
    }

    private func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try ExploreCommand.parseAsRoot(["atms"] + arguments)
            return nil
        } catch {
            return ExploreCommand.message(for: error)
        }
    }

    @Test func plainTextSearchesEveryATMWithAScreenfulOfRows() throws {
        #expect(try query(["lamassu"]) == ATMQuery(text: "lamassu", page: PageRequest(limit: 20)))
        #expect(try query([]).text == "")
    }

    @Test func everyOptionLandsInTheQuery() throws {
        #expect(
            try query([
                "gen", "--near", "-33.9,18.4", "--radius", "25", "--type", "BOTH", "--territory", " Texas ",
                "--limit", "5",
            ])
                == ATMQuery(
                    text: "gen", position: Coordinate(latitude: -33.9, longitude: 18.4), radius: .kilometers(25),
                    action: .buyAndSell, territory: "Texas", page: PageRequest(limit: 5)))
        #expect(try query(["--type", "buy"]).action == .buy)
        #expect(try query(["--type", "sell"]).action == .sell)
        #expect(try query([]).action == nil)
    }

    @Test func aRadiusWithoutNearWaitsForTheRememberedLocationButWithoutAnyPositionSaysWhatToAdd() throws {
        #expect(usageError(["--radius", "5"]) == nil)
        let atms = try #require(try ExploreCommand.parseAsRoot(["atms", "--radius", "5"]) as? ATMsCommand)
        #expect {
            try atms.query(near: nil)
        } throws: { error in
            "\(error)" == "--radius needs a position: add --near with a place or LAT,LON, or remember one with "
                + "explore location set."
        }
    }

    @Test func unknownTypesAndBadValuesAreUsageErrors() {
        #expect(usageError(["--type", "swap"])?.contains("choose one of buy, sell, both") == true)
        #expect(usageError(["--near", "1,2", "--radius", "501"]) != nil)
        #expect(usageError(["--limit", "0"]) != nil)
        #expect(usageError(["--territory", "  "]) != nil)
    }
}

extension ATMsCommand {
    /// The query with `--near` as written: a position (a place needs the directory, which these tests do not read).
    func query() throws -> ATMQuery {
        try query(near: near.flatMap { try? Coordinate(parsing: $0) })
    }
}
