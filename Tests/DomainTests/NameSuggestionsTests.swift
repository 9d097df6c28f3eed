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

    @Test("a word of the name near a typed word suggests the name: a typo in a merchant's name finds it")
    func nearWords() {
        let merchants = ["Café Ávila", "Cafetería Central", "Books Online", "さくら薬局", "Smart Market"]
        #expect(NameSuggestions.nearest(to: "cafee", among: merchants) == ["Café Ávila"])
        #expect(NameSuggestions.nearest(to: "cafe avilaa", among: merchants) == ["Café Ávila"])
        #expect(NameSuggestions.nearest(to: "boks", among: merchants) == ["Books Online"])
        #expect(NameSuggestions.nearest(to: "薬高", among: merchants) == ["さくら薬局"], "a word inside a CJK run")
        #expect(NameSuggestions.nearest(to: "x", among: merchants).isEmpty, "one letter must start a word")
        #expect(NameSuggestions.nearest(to: "cafee zzz", among: merchants).isEmpty, "every typed word must be near")
    }

    @Test("two letters swapped are one typo; a space missing or added is forgiven; a shared word alone is not enough")
    func swapsSpacesAndSharedWords() {
        let names = ["New York", "Bikor Grocery", "Bacobrax Sheahax Café", "Café", "Books Online"]
        #expect(NameSuggestions.nearest(to: "new yrok", among: names) == ["New York"])
        #expect(NameSuggestions.nearest(to: "newyork", among: names) == ["New York"])
        #expect(NameSuggestions.nearest(to: "bokos", among: names) == ["Books Online"])
        #expect(NameSuggestions.nearest(to: "pizza grocery", among: names).isEmpty)
        #expect(NameSuggestions.nearest(to: "cafee", among: names) == ["Café", "Bacobrax Sheahax Café"])
    }
}
