import Domain
import Testing

@Suite struct CoordinateTextTests {
    @Test func aPositionIsWrittenLatitudeCommaLongitude() throws {
        #expect(try Coordinate(parsing: "10.4806,-66.9036") == Coordinate(latitude: 10.4806, longitude: -66.9036))
        #expect(try Coordinate(parsing: " -33.9 , 18.4 ") == Coordinate(latitude: -33.9, longitude: 18.4))
        #expect(throws: LocationError.notACoordinate("10.48")) { try Coordinate(parsing: "10.48") }
        #expect(throws: LocationError.notACoordinate("a,b")) { try Coordinate(parsing: "a,b") }
        #expect(throws: LocationError.outOfRange("91,0")) { try Coordinate(parsing: "91,0") }
        #expect(throws: LocationError.outOfRange("0,-181")) { try Coordinate(parsing: "0,-181") }
    }

    @Test func textWrittenLikeAPositionIsTakenForOne() {
        #expect(Coordinate.looksWritten("10.48,-66.90"))
        #expect(Coordinate.looksWritten("10,"))
        #expect(Coordinate.looksWritten("95, 0"))
        #expect(!Coordinate.looksWritten("10.48"))
        #expect(!Coordinate.looksWritten("Caracas, Venezuela"))
        #expect(!Coordinate.looksWritten(","))
    }

    @Test func aPositionIsNamedToFourDecimals() {
        #expect(Coordinate(latitude: 10.480_649, longitude: -66.9)!.text == "10.4806, -66.9")
        #expect(Coordinate(latitude: 0, longitude: 180)!.text == "0, 180")
    }
}
