import ArgumentParser
import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@testable import ExploreApp

@Suite struct SearchCommandTests {
    private func query(_ arguments: [String]) throws -> MerchantQuery {
        let command = try #require(try ExploreCommand.parseAsRoot(["search"] + arguments) as? SearchCommand)
        return try command.query(remembered: nil)
    }

    private func usageError(_ arguments: [String]) -> ExitReport? {
        do {
            _ = try ExploreCommand.parseAsRoot(["search"] + arguments)
            return nil
        } catch {
            return ExitReport.parsingFailure(error)
        }
    }

    /// The radius a query has when none is given or remembered: the default of the unit this machine's locale reads.
    static let readersRadius = DistanceUnit(environment: ProcessInfo.processInfo.environment).defaultRadius

    @Test func plainTextSearchesAllMerchantsByNameWithAScreenfulOfRows() throws {
        #expect(
            try query(["coffee"])
                == MerchantQuery(text: "coffee", radius: Self.readersRadius, page: PageRequest(limit: 20)))
    }

    @Test func noTextListsEverything() throws {
        #expect(try query([]).text == "")
    }

    @Test func aPositionMeasuresDistancesAndSortsByThemByDefault() throws {
        let query = try query(["--near", "10.4806,-66.9036"])
        #expect(query.position == Fixtures.caracas)
        #expect(query.tab == .all)
        #expect(query.sort == .distance)
    }

    @Test func aNegativeLatitudeIsAPositionNotAnOption() throws {
        #expect(try query(["--near", "-33.9,18.4"]).position == Coordinate(latitude: -33.9, longitude: 18.4))
    }

    @Test func aRadiusImpliesTheNearbyTab() throws {
        let query = try query(["cafe", "--near", "10.4806,-66.9036", "--radius", "5"])
        #expect(query.tab == .nearby)
        #expect(query.radius == DistanceUnit(environment: ProcessInfo.processInfo.environment).distance(typed: "5"))
        #expect(try self.query(["--near", "1,2", "--radius", "5km"]).radius == .kilometers(5))
    }

    @Test func everyOptionLandsInTheQuery() throws {
        let query = try query([
            "pizza", "--near", "1,2", "--tab", "online", "--method", "ctx", "--method", "dash", "--territory",
            "Carabobo", "--sort", "discount", "--limit", "5",
        ])
        #expect(
            query
                == MerchantQuery(
                    text: "pizza", tab: .online,
                    filters: MerchantFilters(paymentOptions: [.ctx, .dash], territory: "Carabobo"), sort: .discount,
                    position: Coordinate(latitude: 1, longitude: 2), radius: Self.readersRadius,
                    page: PageRequest(limit: 5)))
    }

    @Test func theFormatIsTextUnlessJSONIsAsked() throws {
        let text = try #require(try ExploreCommand.parseAsRoot(["search", "x"]) as? SearchCommand)
        let json = try #require(try ExploreCommand.parseAsRoot(["search", "x", "--format", "json"]) as? SearchCommand)
        #expect(text.format == .text)
        #expect(json.format == .json)
    }

    @Test func globalOptionsMayComeBeforeOrAfterTheCommand() throws {
        let before = try #require(try ExploreCommand.parseAsRoot(["--db", "/a.db", "search", "x"]) as? SearchCommand)
        let after = try #require(try ExploreCommand.parseAsRoot(["search", "x", "--db", "/a.db"]) as? SearchCommand)
        #expect(before.globals.db == "/a.db")
        #expect(after.globals.db == "/a.db")
    }

    @Test(arguments: [["--tab", "nearby"], ["--radius", "5"], ["--sort", "distance"]])
    func withoutNearOrARememberedLocationAPositionIsMissing(_ arguments: [String]) throws {
        let command = try #require(try ExploreCommand.parseAsRoot(["search"] + arguments) as? SearchCommand)
        #expect(throws: ValidationError.self) { try command.query(remembered: nil) }
        do {
            _ = try command.query(remembered: nil)
        } catch {
            #expect(
                "\(error)" == "\(arguments[0] == "--radius" ? "--radius" : arguments.joined(separator: " ")) needs a "
                    + "position: add --near LAT,LON, or remember one with explore location set.")
        }
    }

    @Test func aRememberedLocationMeasuresDistancesAndNearOverridesIt() throws {
        let valencia = ChosenLocation(name: "Valencia", coordinate: Fixtures.valencia, radius: .kilometers(8))
        let remembered = try #require(try ExploreCommand.parseAsRoot(["search", "--tab", "nearby"]) as? SearchCommand)
        #expect(
            try remembered.query(remembered: valencia)
                == MerchantQuery(
                    tab: .nearby, sort: .distance, position: Fixtures.valencia, radius: .kilometers(8),
                    page: PageRequest(limit: 20)))
        let all = try #require(try ExploreCommand.parseAsRoot(["search"]) as? SearchCommand)
        #expect(try all.query(remembered: valencia).sort == .name, "listed by name, with distances")
        let near = try #require(try ExploreCommand.parseAsRoot(["search", "--near", "1,2"]) as? SearchCommand)
        #expect(try near.query(remembered: valencia).position == Coordinate(latitude: 1, longitude: 2))
    }

    @Test(arguments: [
        (
            ["--near", "1,2", "--radius", "5", "--tab", "all"],
            "explore: error: --radius applies to the nearby tab only: drop it or use --tab nearby."
        ),
        (
            ["--near", "1,2", "--radius", "500.1"],
            "explore: error: The radius must be more than 0 km and at most 500 km."
        ),
        (["--near", "1,2", "--radius", "0"], "explore: error: The radius must be more than 0 km"),
        (["--limit", "0"], "explore: error: The value '0' is invalid for '--limit <n>': '0' is not a limit"),
        (["--format", "xml"], "explore: error: The value 'xml' is invalid for '--format <format>'"),
        (["--method", "cash"], "explore: error: The value 'cash' is invalid for '--method <method>'"),
        (["--bogus"], "explore: error: Unknown option '--bogus'."),
    ])
    func impossibleSearchesAreUsageErrorsOnOneLine(_ arguments: [String], _ start: String) throws {
        let status = try #require(usageError(arguments))
        #expect(status.status == .usage)
        let line = try #require(status.standardError)
        #expect(line.hasPrefix(start))
        #expect(line.hasSuffix("See 'explore search --help' for more information."))
        #expect(!line.contains("\n"))
    }
}

extension SearchCommand {
    /// The query with `--near` as written: a position (a place needs the directory, which these tests do not read).
    func query(remembered: ChosenLocation?) throws -> MerchantQuery {
        try query(near: near.flatMap { try? Coordinate(parsing: $0) }, remembered: remembered)
    }
}
