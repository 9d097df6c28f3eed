/// A list of territories, each a link with a line of detail. A long list is cut into groups by first letter, with a
/// row of letters to jump to, so that 300 territories stay easy to scan on a phone.
///
/// Territories are not grouped by country: the directory has no country column, and its territories mix states,
/// cities and countries (Texas, Warsaw, Germany), so no country can be told from a territory's name alone.
enum TerritoryList {
    /// One line of the list.
    struct Row {
        let name: String
        /// The page, relative to the site root.
        let path: String
        let detail: String
    }

    /// Lists longer than this are grouped by first letter.
    static let groupingThreshold = 30

    /// Writes `rows` (already in display order) and then `trailing` rows that stand outside the letter groups
    /// (the merchants or ATMs in no territory). `idPrefix` makes the groups' ids unique on the page.
    static func render(_ rows: [Row], trailing: [Row] = [], idPrefix: String, on page: SitePage) {
        let html = page.html
        guard rows.count > groupingThreshold else {
            list(rows + trailing, on: page)
            return
        }
        let groups = grouped(rows)
        html.element(.nav, ["aria-label": page.words.letters, "class": "letters"]) {
            html.element(.ul) {
                for group in groups {
                    html.element(.li) { html.element(.a, ["href": "#\(idPrefix)-\(group.id)"], text: group.letter) }
                }
            }
        }
        for group in groups {
            html.element(.h3, ["id": "\(idPrefix)-\(group.id)"], text: group.letter)
            list(group.rows, on: page)
        }
        if !trailing.isEmpty {
            html.element(.h3, ["id": "\(idPrefix)-none"], text: page.words.noTerritory)
            list(trailing, on: page)
        }
    }

    /// Consecutive rows sharing a first letter (accents removed, upper-cased; `#` for digits and symbols).
    static func grouped(_ rows: [Row]) -> [(letter: String, id: String, rows: [Row])] {
        var groups: [(letter: String, id: String, rows: [Row])] = []
        var ids = Set<String>()
        for row in rows {
            let letter = Self.letter(of: row.name)
            if groups.last?.letter == letter {
                groups[groups.count - 1].rows.append(row)
            } else {
                // A letter seen before (ß sorts after z but reads as SS) gets an id of its own all the same.
                var id = id(of: letter)
                while !ids.insert(id).inserted { id += "x" }
                groups.append((letter, id, [row]))
            }
        }
        return groups
    }

    private static func letter(of name: String) -> String {
        guard let first = CatalogFileNames.withoutAccents(name).first, first.isLetter else { return "#" }
        return first.uppercased()
    }

    /// `a` for A, `u141` for Ł (by its first scalar), `other` for `#`: ASCII, so the id is a plain fragment.
    private static func id(of letter: String) -> String {
        guard letter != "#" else { return "other" }
        if letter.count == 1, let scalar = letter.unicodeScalars.first, ("A"..."Z").contains(scalar) {
            return letter.lowercased()
        }
        return "u" + String(letter.unicodeScalars.first?.value ?? 0, radix: 16)
    }

    private static func list(_ rows: [Row], on page: SitePage) {
        let html = page.html
        html.element(.ul, ["class": "territory-list"]) {
            for row in rows {
                html.element(.li) {
                    page.link(to: row.path, text: row.name)
                    html.element(.span, ["class": "detail"], text: row.detail)
                }
            }
        }
    }
}
