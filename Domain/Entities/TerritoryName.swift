/// A territory as a person types it, found among the directory's by the search rule's folding: `california` is
/// "California", `sao paulo` is "São Paulo".
public enum TerritoryName {
    /// The directory's spelling of `typed` among `known`: the same name, else the one whose folded words are the typed
    /// ones (case and accents aside).
    ///
    /// Throws `territoryNotFound` with the nearest names (``NameSuggestions``) when none is: a misspelt name must not
    /// read as "nothing there".
    public static func resolve(_ typed: String, among known: [String]) throws(DirectoryError) -> String {
        if known.contains(typed) { return typed }
        let words = SearchWords.words(in: typed)
        if !words.isEmpty, let found = known.first(where: { SearchWords.words(in: $0) == words }) { return found }
        throw .territoryNotFound(typed, suggestions: NameSuggestions.nearest(to: typed, among: known))
    }
}
