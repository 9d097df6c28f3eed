import Domain
import Testing

@Suite("NameSuggestions")
struct NameSuggestionsTests {
    let territories = ["California", "Carabobo", "Caracas", "Distrito Capital", "Zürich", "São Paulo", "Texas"]

    @Test("a letter missing, added or changed suggests the name")
    func nearMisses() {
        #expect(NameSuggestions.nearest(to: "Californa", among: territories) == ["California"])
        #expect(NameSuggestions.nearest(to: "Texass", among: territories) == ["Texas"])
        #expect(NameSuggestions.nearest(to: "Carabobo", among: territories).first == "Carabobo")
    }

    @Test("case and accents are not differences")
    func folded() {
        #expect(NameSuggestions.nearest(to: "zurik", among: territories) == ["Zürich"])
        #expect(NameSuggestions.nearest(to: "sao pablo", among: territories) == ["São Paulo"])
    }

    @Test("a start of the name suggests it; nearest first, then by name, at most three")
    func prefixes() {
        #expect(NameSuggestions.nearest(to: "cara", among: territories) == ["Caracas", "Carabobo"])
        #expect(NameSuggestions.nearest(to: "ca", among: territories, limit: 2).count == 2)
    }

    @Test("nothing near, or nothing typed, suggests nothing")
    func nothing() {
        #expect(NameSuggestions.nearest(to: "Atlantis", among: territories).isEmpty)
        #expect(NameSuggestions.nearest(to: "  --  ", among: territories).isEmpty)
        #expect(NameSuggestions.nearest(to: "Californa", among: []).isEmpty)
    }
}
