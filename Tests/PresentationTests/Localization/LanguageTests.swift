import Presentation
import Testing

@Suite("Language")
struct LanguageTests {
    @Test("POSIX locale names and BCP 47 tags name a language; other languages and C name none")
    func tags() {
        #expect(Language(tag: "es_ES.UTF-8") == .spanish)
        #expect(Language(tag: "es-419") == .spanish)
        #expect(Language(tag: "pt_BR.UTF-8") == .portuguese)
        #expect(Language(tag: "pt-PT") == .portuguese)
        #expect(Language(tag: "EN_us") == .english)
        #expect(Language(tag: "C.UTF-8") == nil)
        #expect(Language(tag: "fr_FR.UTF-8") == nil)
        #expect(Language(tag: "") == nil)
    }

    @Test("the terminal's language: LC_ALL, then LC_MESSAGES, then LANG; the first set decides; English otherwise")
    func environment() {
        #expect(Language.of(environment: ["LANG": "es_VE.UTF-8"]) == .spanish)
        #expect(Language.of(environment: ["LANG": "es_VE.UTF-8", "LC_MESSAGES": "pt_BR.UTF-8"]) == .portuguese)
        #expect(Language.of(environment: ["LANG": "es_VE.UTF-8", "LC_ALL": "en_US.UTF-8"]) == .english)
        #expect(Language.of(environment: ["LANG": "es_VE.UTF-8", "LC_ALL": ""]) == .spanish)
        #expect(Language.of(environment: ["LANG": "C"]) == .english)
        #expect(Language.of(environment: ["LANG": "de_DE.UTF-8"]) == .english)
        #expect(Language.of(environment: [:]) == .english)
    }

    @Test("a browser's Accept-Language: the spoken language of highest weight, the earlier of equals, or English")
    func acceptLanguage() {
        #expect(Language.preferred(acceptLanguage: "es-VE,es;q=0.9,en;q=0.8") == .spanish)
        #expect(Language.preferred(acceptLanguage: "de-DE,pt-BR;q=0.7,es;q=0.5") == .portuguese)
        #expect(Language.preferred(acceptLanguage: "en;q=0.4, pt;q=0.9") == .portuguese)
        #expect(Language.preferred(acceptLanguage: "es;q=0, de") == .english)
        #expect(Language.preferred(acceptLanguage: "fr, de") == .english)
        #expect(Language.preferred(acceptLanguage: "") == .english)
        #expect(Language.preferred(acceptLanguage: ";;;q=,=,,es;q=abc") == .english)
    }
}
