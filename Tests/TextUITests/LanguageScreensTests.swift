import Domain
import Foundation
import Presentation
import ScreenSamples
import Testing
import TextUI

/// The merchant list, a merchant and the location picker in Spanish and Portuguese: goldens a person has read, no
/// English left on them, and every frame within the terminal at 80 columns.
@Suite struct LanguageScreensTests {
    static let others: [Language] = [.spanish, .portuguese]

    /// Every screen sample made through ``Words``, drawn at `size`, and the key help of the merchant list.
    static func frames(in language: Language, size: TerminalSize, theme: Theme = .plain) -> [String: Frame] {
        [
            "merchant-list": TextRenderer.frame(SampleStates.merchantList(in: language), size: size, theme: theme),
            "merchant-detail": TextRenderer.frame(SampleStates.merchantDetail(in: language), size: size, theme: theme),
            "location-picker": TextRenderer.frame(SampleStates.locationPicker(in: language), size: size, theme: theme),
            "key-help": TextRenderer.frame(keyHelp(in: language), size: size, theme: theme),
        ]
    }

    /// The merchant list's key help as ``TextRendererTests/keyHelp`` has it, in a language.
    static func keyHelp(in language: Language) -> KeyHelp {
        let words = ScreenWords(Words(language))
        return KeyHelp(
            title: words.merchants,
            entries: [
                .init(keys: "/", action: words.key("search")), .init(keys: "Tab", action: words.key("tabs")),
                .init(keys: "Shift-Tab", action: words.key("previous-tab")),
                .init(keys: "l", action: words.key("location")),
                .init(keys: "Esc, Backspace, ←", action: words.key("back")),
                .init(keys: "↑ ↓ j k PgUp PgDn Home End", action: words.key("move")),
                .init(keys: "q", action: words.key("quit")),
            ],
            screenWords: words)
    }

    /// The samples made through words are the English samples, word for word, in English: the Spanish and
    /// Portuguese goldens show the same screens.
    @Test func theSamplesMadeThroughWordsAreTheEnglishSamplesInEnglish() {
        #expect(SampleStates.merchantList(in: .english) == SampleStates.merchantList)
        #expect(SampleStates.merchantDetail(in: .english) == SampleStates.merchantDetail)
        #expect(SampleStates.locationPicker(in: .english) == SampleStates.locationPicker)
    }

    @Test(arguments: others)
    func theScreensMatchTheirGoldens(in language: Language) {
        for columns in [40, 80] {
            let size = TerminalSize(columns: columns, rows: 24)
            for (name, frame) in Self.frames(in: language, size: size) {
                Golden.check(frame, named: "\(name)-\(language.tag)-plain-\(columns)")
            }
        }
        let size = TerminalSize(columns: 80, rows: 24)
        Golden.check(
            TextRenderer.frame(SampleStates.merchantList(in: language), size: size, theme: .ansi),
            named: "merchant-list-\(language.tag)-ansi-80")
    }

    /// No sentence of the English table is left on a Spanish or Portuguese screen: every run of two words or more
    /// of an English sentence (between its arguments) that the language says otherwise.
    @Test(arguments: others)
    func noEnglishSentenceIsLeft(in language: Language) {
        let english = Self.englishPhrases(besides: language)
        #expect(english.count > 100)
        for columns in [80, 200] {
            for (name, frame) in Self.frames(in: language, size: TerminalSize(columns: columns, rows: 40)) {
                let text = frame.lines.map(Measure.strippingSGR).joined(separator: "\n")
                for phrase in english where text.contains(phrase) {
                    Issue.record("\(name) at \(columns) columns still says “\(phrase)” in English:\n\(text)")
                }
            }
        }
    }

    /// Every frame fits 80 columns and 24 rows, and what matters is whole: the title, the count, a merchant's
    /// headline, the place being chosen, and the keys to leave and to ask for help.
    @Test(arguments: others)
    func everyFrameFitsEightyColumns(in language: Language) {
        let size = TerminalSize(columns: 80, rows: 24)
        let words = ScreenWords(Words(language))
        for theme in [Theme.plain, .ansi] {
            for (name, frame) in Self.frames(in: language, size: size, theme: theme) {
                #expect(frame.lines.count == 24, "\(name)")
                for line in frame.lines {
                    #expect(Measure.visibleWidth(line) <= 80, "\(name): \(line)")
                }
            }
        }
        let frames = Self.frames(in: language, size: size).mapValues { $0.lines.joined(separator: "\n") }
        let list = SampleStates.merchantList(in: language)
        #expect(frames["merchant-list"]?.contains(words.merchants) == true)
        #expect(frames["merchant-list"]?.contains(list.countText) == true)
        #expect(frames["merchant-list"]?.contains(list.locationText ?? "-") == true)
        #expect(frames["merchant-list"]?.contains("q \(words.key("quit"))") == true)
        #expect(frames["merchant-list"]?.contains("? \(words.key("help"))") == true)
        let detail = SampleStates.merchantDetail(in: language)
        #expect(frames["merchant-detail"]?.contains(detail.headline ?? "-") == true)
        #expect(frames["merchant-detail"]?.contains(detail.locationsHeading) == true)
        for offer in detail.offers {
            #expect(frames["merchant-detail"]?.contains(offer.discount) == true)
            #expect(frames["merchant-detail"]?.contains(offer.amounts) == true)
        }
        let picker = SampleStates.locationPicker(in: language)
        #expect(frames["location-picker"]?.contains(picker.current) == true)
        for row in picker.rows {
            #expect(frames["location-picker"]?.contains(row.detail) == true)
            #expect(frames["location-picker"]?.contains(row.merchants) == true)
        }
    }

    /// The runs of two words or more of each English sentence, between its arguments, that the language's sentence
    /// does not hold too ("Gift card offers", "Press r to try again.", "with these filters").
    static func englishPhrases(besides language: Language) -> Set<String> {
        var phrases: Set<String> = []
        for key in Words.keys(of: .english) {
            guard let english = Words.sentence(key, in: .english), let other = Words.sentence(key, in: language),
                english != other
            else { continue }
            for part in english.split(separator: /%(?:\d+\$)?@/) {
                let phrase = part.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
                guard phrase.split(separator: " ").count >= 2, !other.contains(phrase) else { continue }
                phrases.insert(phrase)
            }
        }
        return phrases
    }
}
