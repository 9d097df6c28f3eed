import ArgumentParser
import Domain
import Testing

@testable import ExploreApp

@Suite struct ArgumentValuesTests {
    @Test func aPositionIsLatitudeCommaLongitude() throws {
        let coordinate = try ArgumentValues.coordinate("10.4806,-66.9036")
        #expect(coordinate == Coordinate(latitude: 10.4806, longitude: -66.9036))
    }

    @Test func spacesAroundThePartsOfAPositionAreAllowed() throws {
        #expect(try ArgumentValues.coordinate(" 1.5 , 2 ") == Coordinate(latitude: 1.5, longitude: 2))
    }

    @Test(arguments: ["10.48", "10.48,", ",1", "a,b", "1,2,3", "", "nan,0"])
    func malformedPositionsAreRejected(_ text: String) {
        #expect(throws: ValidationError.self) { try ArgumentValues.coordinate(text) }
    }

    @Test(arguments: ["91,0", "-90.5,0", "0,180.1", "0,-181"])
    func positionsOutOfRangeAreRejectedWithTheRange(_ text: String) {
        let error = #expect(throws: ValidationError.self) { try ArgumentValues.coordinate(text) }
        #expect(error?.message.contains("-90 to 90") == true)
    }

    @Test func aRadiusIsInTheReadersUnitUnlessItNamesOne() throws {
        #expect(try ArgumentValues.radius("2.5").distance(reading: .kilometres) == .kilometers(2.5))
        #expect(try ArgumentValues.radius("500").distance(reading: .kilometres) == .kilometers(500))
        #expect(try ArgumentValues.radius("20").distance(reading: .miles) == .miles(20))
        #expect(try ArgumentValues.radius("5km").distance(reading: .miles) == .kilometers(5))
        #expect(try ArgumentValues.radius("20 MI").distance(reading: .kilometres) == .miles(20))
        #expect(try ArgumentValues.units("mi") == .miles)
        #expect(throws: ValidationError.self) { try ArgumentValues.units("leagues") }
    }

    @Test(arguments: ["inf", "nan", "five", "", "km", "5 furlongs"])
    func aRadiusMustBeAFiniteNumber(_ text: String) {
        #expect(throws: ValidationError.self) { try ArgumentValues.radius(text) }
    }

    @Test func aLimitIsFromOneToTheDirectoryPageMaximum() throws {
        #expect(try ArgumentValues.limit("1") == 1)
        #expect(try ArgumentValues.limit("1000") == 1000)
        #expect(throws: ValidationError.self) { try ArgumentValues.limit("0") }
        #expect(throws: ValidationError.self) { try ArgumentValues.limit("1001") }
        #expect(throws: ValidationError.self) { try ArgumentValues.limit("2.5") }
    }

    @Test func choicesIgnoreCaseAndNameTheAlternativesWhenWrong() throws {
        #expect(try ArgumentValues.tab("Nearby") == .nearby)
        #expect(try ArgumentValues.paymentOption("CTX") == .ctx)
        #expect(try ArgumentValues.sort("discount") == .discount)
        #expect(try ArgumentValues.logLevel("trace") == .trace)
        let error = #expect(throws: ValidationError.self) { try ArgumentValues.tab("far") }
        #expect(error?.message == "'far' is not a tab: choose one of all, online, nearby.")
    }

    #if PiggyCards
        @Test func withTheTraitPiggyCardsIsAPaymentMethod() throws {
            #expect(try ArgumentValues.paymentOption("PIGGYCARDS") == .piggyCards)
            let error = #expect(throws: ValidationError.self) { try ArgumentValues.paymentOption("cash") }
            #expect(error?.message == "'cash' is not a payment method: choose one of dash, ctx, piggycards.")
        }
    #else
        @Test func withoutTheTraitPiggyCardsIsNoPaymentMethod() throws {
            let error = #expect(throws: ValidationError.self) { try ArgumentValues.paymentOption("piggycards") }
            #expect(error?.message == "'piggycards' is not a payment method: choose one of dash, ctx.")
        }
    #endif

    @Test func namesAreTrimmedAndMustNotBeEmpty() throws {
        #expect(try ArgumentValues.name("  Carabobo ") == "Carabobo")
        #expect(throws: ValidationError.self) { try ArgumentValues.name("   ") }
    }
}
