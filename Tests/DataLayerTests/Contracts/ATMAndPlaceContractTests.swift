import DataLayer
import DirectoryIndex
import Domain
import Foundation
import TestSupport
import Testing

@testable import SnapshotFile

/// One way to read a snapshot's ATMs and places through the Domain's ports; the suites below run against each of
/// ``all``, and an implementation added later joins them with one line there.
struct SnapshotPortsImplementation: Sendable, CustomTestStringConvertible {
    let testDescription: String
    /// The ATMs of the file at `path`, given as Domain values too (what a correct reader returns).
    let atms: @Sendable (_ path: String, _ atms: [ATM]) throws -> any ATMDirectory
    /// The places of the file at `path`, written from `merchants`.
    let places: @Sendable (_ path: String, _ merchants: [Merchant]) throws -> any PlaceDirectory

    static let all: [SnapshotPortsImplementation] = [.fake, .reference, .indexed]

    /// The fakes of `TestSupport`: the Domain's rules in plain Swift.
    static let fake = SnapshotPortsImplementation(
        testDescription: "in-memory fakes", atms: { _, atms in InMemoryATMDirectory(atms: atms) },
        places: { _, merchants in InMemoryPlaceDirectory(merchants: merchants) })

    /// The reference adapters: GRDB records, and the Domain's rules on what they read.
    static let reference = SnapshotPortsImplementation(
        testDescription: "reference adapters", atms: { path, _ in try SQLiteATMDirectory(path: path) },
        places: { path, _ in try SQLitePlaceDirectory(path: path) })

    /// The accelerated adapters: full-text indexes, filters and order in SQL, statement caches.
    static let indexed = SnapshotPortsImplementation(
        testDescription: "accelerated adapters", atms: { path, _ in try IndexedATMDirectory(path: path) },
        places: { path, _ in try IndexedPlaceDirectory(path: path) })
}

/// What every `ATMDirectory` answers, on a generated file of 100 ATMs: the fake's answer over the ATMs the file
/// holds is the rule (filters, distances, order, pages).
@Suite("ATMDirectory contract")
struct ATMDirectoryContractTests {
    /// A generated file: one ATM per 40 merchants.
    static let file: (folder: TemporaryDirectory, path: String) = {
        do {
            let folder = try TemporaryDirectory()
            let path = folder.path("generated.db")
            _ = try SampleDirectoryGenerator(merchantCount: 4000, seed: 7).write(to: path)
            return (folder, path)
        } catch {
            fatalError("the ATM contract's generated file could not be written: \(error)")
        }
    }()

    static let queries: [ATMQuery] = [
        ATMQuery(), ATMQuery(text: "atm"), ATMQuery(text: "gen"), ATMQuery(text: "lam"), ATMQuery(action: .sell),
        ATMQuery(action: .buy, page: PageRequest(offset: 5, limit: 10)), ATMQuery(action: .buyAndSell),
        ATMQuery(position: Fixtures.caracas, radius: .kilometers(500)),
        ATMQuery(position: Fixtures.newYork, radius: .kilometers(300), action: .sell),
        ATMQuery(position: Fixtures.beirut), ATMQuery(territory: "Distrito Capital"),
    ]

    @Test(arguments: SnapshotPortsImplementation.all)
    func everyQueryAnswersAsTheRulesDo(_ implementation: SnapshotPortsImplementation) async throws {
        // What the file holds, as the SQLite adapter reads the whole list.
        let atms = try await SQLiteATMDirectory(path: Self.file.path).atms(ATMQuery(page: PageRequest(limit: 1000)))
            .items.map(\.atm)
        #expect(atms.count == 100, "the generator writes one ATM per 40 merchants")
        let directory = try implementation.atms(Self.file.path, atms)
        for query in Self.queries {
            let page = try await directory.atms(query)
            let expected = try InMemoryATMDirectory.answer(query, over: atms)
            #expect(page.total == expected.count, "\(query)")
            #expect(page.items == Array(expected.dropFirst(query.page.offset).prefix(query.page.limit)), "\(query)")
        }
    }
}

/// What every `PlaceDirectory` answers: the cities and territories of a snapshot's shops, on generated files in
/// both styles, written plain (as another tool writes them) and with the derived tables (the place table among them).
@Suite("PlaceDirectory contract")
struct PlaceDirectoryContractTests {
    @Test(
        arguments: SnapshotPortsImplementation.all,
        [
            (SampleDirectoryGenerator.Style.benchmark, false), (.showcase, false), (.benchmark, true),
            (.showcase, true),
        ])
    func placesAreTheCitiesAndTerritoriesOfTheShops(
        _ implementation: SnapshotPortsImplementation, _ file: (style: SampleDirectoryGenerator.Style, derived: Bool)
    ) async throws {
        let folder = try TemporaryDirectory()
        let generator = SampleDirectoryGenerator(
            merchantCount: 400, seed: 3, style: file.style, indexing: file.derived ? DerivedTables() : nil)
        let path = folder.path("sample.db")
        try generator.write(to: path)
        let places = try await implementation.places(path, generator.merchants()).places()
        #expect(places == (try await InMemoryPlaceDirectory(merchants: generator.merchants()).places()))
        #expect(places.count > 20)
    }
}
