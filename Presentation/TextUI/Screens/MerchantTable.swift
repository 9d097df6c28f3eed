import Presentation

/// The columns of the merchant list at a given width: the name always, then offer, distance, locations and
/// place as room allows; printed pages add the merchant's id, for `explore show`.
struct MerchantTable {
    let nameWidth: Int
    let offerWidth: Int
    let distanceWidth: Int
    let locationsWidth: Int
    let placeWidth: Int
    /// 0 on the interactive screen.
    let idWidth: Int
    let gap: Int

    /// The cells before the name: one space and the selection marker.
    static let marker = 3

    /// The headings' words.
    let words: ScreenWords

    /// - Parameters:
    ///   - printed: a printed page, which lists ids.
    ///   - fit: `widen` makes the name, place and id columns as wide as their longest text.
    init(
        _ rows: [MerchantRow], columns: Int, printed: Bool = false, fit: PageFit = .cut, words: ScreenWords = .english
    ) {
        self.words = words
        gap = columns < 60 ? 1 : 2
        // Figures are never cut ("11,103 km", "1,234 locations"): the name gives way.
        let distances = rows.compactMap(\.distance)
        distanceWidth = distances.isEmpty ? 0 : FigureColumn.width(distances, atLeast: 9)
        locationsWidth = columns >= 70 ? FigureColumn.width(rows.map(\.locations), atLeast: 12) : 0
        let widest = { (text: (MerchantRow) -> String) in
            rows.map { DisplayWidth.of(TerminalText.sanitized(text($0))) }.max() ?? 0
        }
        let place = columns >= 100 ? min(24, columns / 6) : 0
        placeWidth = fit == .widen && place > 0 ? max(place, widest(\.place)) : place
        idWidth = printed ? max(2, widest(\.id.rawValue)) : 0
        // Ten cells hold "10.25% off" and "Gift card"; a language whose words are longer gets a few more.
        offerWidth = min(15, max(10, widest(\.offer)))
        let fixed = [offerWidth, distanceWidth, locationsWidth, placeWidth, idWidth].filter { $0 > 0 }
        let used = Self.marker + fixed.reduce(0, +) + fixed.count * gap + 1
        let name = max(8, columns - used)
        nameWidth = fit == .widen ? max(name, widest { $0.name } + (rows.contains(where: \.isFavourite) ? 2 : 0)) : name
    }

    var headings: Line {
        var spans = [Span.spaces(Self.marker)] + Span.cell(words.heading("merchant"), width: nameWidth, .faint)
        spans += column(words.heading("offer"), offerWidth, .faint)
        spans += column(words.heading("where"), placeWidth, .faint)
        spans += column(words.heading("locations"), locationsWidth, .faint)
        spans += column(words.heading("distance"), distanceWidth, .faint, alignment: .right)
        spans += column(words.heading("id"), idWidth, .faint)
        return Line(spans)
    }

    func line(_ row: MerchantRow, isSelected: Bool) -> Line {
        let nameStyle: Style = isSelected ? .title : .normal
        var spans = [Span(isSelected ? " ▸ " : "   ", nameStyle)]
        if row.isFavourite {
            let name = Span(row.name, nameStyle, limit: nameWidth - 2)
            spans += [name, Span(" ★", .favourite), .spaces(nameWidth - name.width - 2)]
        } else {
            spans += Span.cell(row.name, width: nameWidth, nameStyle)
        }
        let offerStyle: Style = row.isFee ? .fee : (row.offer.contains("%") ? .discount : .normal)
        spans += column(row.offer, offerWidth, offerStyle)
        spans += column(row.place, placeWidth, .faint)
        spans += column(row.locations, locationsWidth, .normal)
        spans += column(row.distance ?? "", distanceWidth, .accent, alignment: .right)
        spans += column(row.id.rawValue, idWidth, .faint)
        return Line(spans, base: isSelected ? .selected : .normal)
    }

    private func column(_ text: String, _ width: Int, _ style: Style, alignment: Span.Alignment = .left) -> [Span] {
        guard width > 0 else { return [] }
        return [Span.spaces(gap)] + Span.cell(text, width: width, style, alignment: alignment)
    }
}
