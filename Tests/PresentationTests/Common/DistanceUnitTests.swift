import Domain
import Presentation
import Testing

@Suite struct DistanceUnitTests {
    @Test func theLocalesRegionChoosesTheUnitAndLCAllComesFirst() {
        let unit = { (environment: [String: String]) in DistanceUnit(environment: environment) }
        #expect(unit([:]) == .kilometres)
        #expect(unit(["LANG": "C.UTF-8"]) == .kilometres)
        #expect(unit(["LANG": "POSIX"]) == .kilometres)
        #expect(unit(["LANG": "en_US.UTF-8"]) == .miles)
        #expect(unit(["LANG": "en_GB.UTF-8"]) == .miles)
        #expect(unit(["LANG": "en_LR"]) == .miles)
        #expect(unit(["LANG": "my_MM.UTF-8@calendar"]) == .miles)
        #expect(unit(["LANG": "es_VE.UTF-8"]) == .kilometres)
        #expect(unit(["LANG": "en_IE.UTF-8"]) == .kilometres)
        #expect(unit(["LANG": "en_US.UTF-8", "LC_MEASUREMENT": "de_DE.UTF-8"]) == .kilometres)
        #expect(unit(["LC_ALL": "en_US.UTF-8", "LC_MEASUREMENT": "de_DE.UTF-8", "LANG": "fr_FR"]) == .miles)
        #expect(unit(["LC_ALL": "", "LANG": "en_US"]) == .miles, "an empty variable is not set")
    }

    @Test func theRadiiAreTheAppsMilesOrRoundKilometres() {
        #expect(DistanceUnit.miles.radii == [.miles(1), .miles(5), .miles(20), .miles(50)])
        #expect(DistanceUnit.miles.defaultRadius == MerchantQuery.defaultRadius)
        #expect(DistanceUnit.kilometres.radii == [.kilometers(2), .kilometers(10), .kilometers(30), .kilometers(80)])
        #expect(DistanceUnit.kilometres.defaultRadius == .kilometers(30))
        #expect(
            DistanceUnit.kilometres.radii.map { DistanceUnit.kilometres.radiusText($0) } == [
                "2 km", "10 km", "30 km", "80 km",
            ])
        #expect(
            DistanceUnit.miles.radii.map { DistanceUnit.miles.radiusText($0) } == ["1 mi", "5 mi", "20 mi", "50 mi"])
        #expect(DistanceUnit.kilometres.radiusText(.miles(20)) == "32.2 km")
        #expect(DistanceUnit.kilometres.radiusText(.kilometers(500)) == "500 km")
    }

    @Test func distancesReadInTheirUnit() {
        let km = { DistanceUnit.kilometres.text($0) }
        #expect(km(Distance(meters: 850)) == "850 m")
        #expect(km(Distance(meters: 999.4)) == "999 m")
        #expect(km(Distance(meters: 999.5)) == "1.0 km")
        #expect(km(.kilometers(3)) == "3.0 km", "a list's column keeps its tenth")
        #expect(km(.kilometers(12.34)) == "12.3 km")
        #expect(km(.kilometers(99.94)) == "99.9 km")
        #expect(km(.kilometers(99.96)) == "100 km")
        #expect(km(.kilometers(1234.4)) == "1,234 km")
        #expect(km(.miles(20)) == "32.2 km")
        let mi = { DistanceUnit.miles.text($0) }
        #expect(mi(Distance(meters: 152.4)) == "500 ft")
        #expect(mi(.miles(0.5)) == "0.5 mi")
        #expect(mi(.miles(9.94)) == "9.9 mi")
        #expect(mi(.miles(3)) == "3.0 mi")
        #expect(mi(.miles(12.3)) == "12 mi")
        #expect(mi(.miles(1234.4)) == "1,234 mi")
        #expect(mi(.kilometers(500)) == "311 mi")
    }

    @Test func formatsShowsTheRunsUnit() {
        #expect(Formats.distance(.miles(20)) == "32.2 km")
        #expect(Formats.radius(.kilometers(30)) == "30 km")
        DistanceUnit.$current.withValue(.miles) {
            #expect(Formats.distance(.miles(20)) == "20 mi")
            #expect(Formats.distance(.miles(5)) == "5.0 mi")
            #expect(Formats.radius(.miles(5)) == "5 mi")
        }
    }

    @Test func unitsAreTypedAsKmOrMi() {
        #expect(DistanceUnit(word: "KM") == .kilometres)
        #expect(DistanceUnit(word: "miles") == .miles)
        #expect(DistanceUnit(word: "furlongs") == nil)
        #expect(DistanceUnit.miles.distance(typed: "2.5") == .miles(2.5))
        #expect(DistanceUnit.kilometres.distance(typed: "x") == nil)
    }
}
