import Domain
import Foundation
import Presentation
import Testing

@Suite("Words")
struct WordsTests {
    @Test("CLDR's plural categories: English 1, Spanish 1 and millions, Portuguese 0 and 1 and millions")
    func pluralCategories() {
        let numbers = [0, 1, 2, 21, 1_000_000, 2_000_000, 1_000_001]
        #expect(
            numbers.map { PluralCategory($0, in: .english) } == [.other, .one, .other, .other, .other, .other, .other])
        #expect(
            numbers.map { PluralCategory($0, in: .spanish) } == [.other, .one, .other, .other, .many, .many, .other])
        #expect(
            numbers.map { PluralCategory($0, in: .portuguese) } == [.one, .one, .other, .other, .many, .many, .other])
    }

    @Test("a counted noun takes the language's form and groups its digits as the language does")
    func counts() {
        let english = Words.english
        let spanish = Words(.spanish)
        let portuguese = Words(.portuguese)
        #expect(
            [0, 1, 1234].map { english.count($0, "count.merchants") } == [
                "0 merchants", "1 merchant", "1,234 merchants",
            ])
        #expect(
            [0, 1, 12345, 1_000_000].map { spanish.count($0, "count.merchants") } == [
                "0 comercios", "1 comercio", "12.345 comercios", "1.000.000 de comercios",
            ])
        #expect(
            [0, 1, 2, 1234].map { portuguese.count($0, "count.merchants") } == [
                "0 estabelecimento", "1 estabelecimento", "2 estabelecimentos", "1.234 estabelecimentos",
            ])
    }

    @Test("distances: metres whole, kilometres with one decimal under a hundred, grouped beyond")
    func distances() {
        let distances = [Distance(meters: 850), Distance(meters: 1500), Distance(meters: 1_234_000)]
        #expect(distances.map(Words.english.distance) == ["850 m", "1.5 km", "1,234 km"])
        #expect(distances.map(Words(.spanish).distance) == ["850 m", "1,5 km", "1234 km"])
        #expect(distances.map(Words(.portuguese).distance) == ["850 m", "1,5 km", "1.234 km"])
    }

    @Test("a day in UTC, written as each language writes dates")
    func days() {
        let newYear = Date(timeIntervalSince1970: 1_767_225_600)
        #expect(Words.english.day(newYear) == "1 January 2026")
        #expect(Words(.spanish).day(newYear) == "1 de enero de 2026")
        #expect(Words(.portuguese).day(newYear) == "1 de janeiro de 2026")
    }

    @Test("every table holds English's keys and no other, and each sentence takes the same arguments")
    func tablesAreComplete() {
        let english = Words.keys(of: .english)
        #expect(english.count > 0)
        for language in Language.allCases where language != .english {
            let keys = Words.keys(of: language)
            // A counted noun may add the `many` form English lacks.
            let extra = keys.subtracting(english).filter { !$0.hasSuffix(".many") }
            #expect(english.subtracting(keys).sorted() == [], "missing in \(language.tag)")
            #expect(extra.sorted() == [], "unknown to English in \(language.tag)")
            for key in keys {
                let englishKey = key.hasSuffix(".many") ? key.dropLast(5) + ".other" : Substring(key)
                let mine = Words.sentence(key, in: language) ?? ""
                let theirs = Words.sentence(String(englishKey), in: .english) ?? ""
                #expect(Self.arguments(mine) == Self.arguments(theirs), "\(key) in \(language.tag)")
            }
        }
    }

    @Test("a key no table holds reads as itself, and an argument is placed where the sentence puts it")
    func lookups() {
        #expect(Words(.spanish)("no.such.key") == "no.such.key")
        #expect(Words(.spanish)("count.merchants.one", "uno") == "uno comercio")
    }

    /// The arguments a sentence takes, in the order of their numbers: `%@` counts as `%1$@` in a sentence of one.
    private static func arguments(_ sentence: String) -> [String] {
        let regex = /%(?:(\d+)\$)?@/
        var numbered: [Int] = []
        var next = 1
        for match in sentence.matches(of: regex) {
            if let number = match.output.1.flatMap({ Int($0) }) {
                numbered.append(number)
            } else {
                numbered.append(next)
                next += 1
            }
        }
        return numbered.sorted().map(String.init)
    }
}

@Suite("Words for merchants' values")
struct WordsFormatsTests {
    @Test("offers in each language: a discount, a fee, a percentage with no trailing zeros")
    func offers() {
        let values = [600, 650, 1, -150].map { Discount(basisPoints: $0) }
        #expect(values.map { Words.english.discount($0) } == ["6% off", "6.5% off", "0.01% off", "1.5% fee"])
        #expect(
            values.map { Words(.spanish).discount($0) } == [
                "6\u{A0}% de descuento", "6,5\u{A0}% de descuento", "0,01\u{A0}% de descuento", "1,5\u{A0}% de recargo",
            ])
        #expect(
            values.map { Words(.portuguese).discount($0) } == [
                "6% de desconto", "6,5% de desconto", "0,01% de desconto", "taxa de 1,5%",
            ])
        #expect(Words(.spanish).discount(.zero) == nil)
    }

    @Test("English's percentages are the Domain's, for every discount a directory holds")
    func englishPercentagesAreTheDomains() {
        for basisPoints in stride(from: -10_000, through: 10_000, by: 7) {
            let discount = Discount(basisPoints: basisPoints)
            #expect(Words.english.percent(discount) == discount.percentText, "\(basisPoints)")
        }
    }

    @Test("sizes and the footer's day")
    func sizesAndDays() {
        #expect(
            [1, 12, 340_000, 1_200_000].map { Words.english.bytes(Int64($0)) } == [
                "1 byte", "12 bytes", "340 KB", "1.2 MB",
            ])
        #expect(Words(.spanish).bytes(1_200_000) == "1,2 MB")
        #expect(Words(.portuguese).moreLocations(2) == "e mais 2 endereços")
    }
}
