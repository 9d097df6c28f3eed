import Presentation

/// The columns of the merchant list at a given width: the name always, then offer, distance, locations and
/// place as room allows.
struct MerchantTable {
    let nameWidth: Int
    let offerWidth = 10
    let distanceWidth: Int
    let locationsWidth: Int
    let placeWidth: Int
    let gap: Int

    /// The cells before the name: one space and the selection marker.
    static let marker = 3

    init(_ rows: [MerchantRow], columns: Int) {
        gap = columns < 60 ? 1 : 2
        distanceWidth = rows.contains { $0.distance != nil } ? 8 : 0
        locationsWidth = columns >= 70 ? 12 : 0
        placeWidth = columns >= 100 ? min(24, columns / 6) : 0
        let fixed = [offerWidth, distanceWidth, locationsWidth, placeWidth].filter { $0 > 0 }
        let used = Self.marker + fixed.reduce(0, +) + fixed.count * gap + 1
        nameWidth = max(8, columns - used)
    }

    var headings: Line {
        var spans = [Span.spaces(Self.marker)] + Span.cell("Merchant", width: nameWidth, .faint)
        spans += column("Offer", offerWidth, .faint)
        spans += column("Where", placeWidth, .faint)
        spans += column("Locations", locationsWidth, .faint)
        spans += column("Distance", distanceWidth, .faint, alignment: .right)
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
        let offerStyle: Style = row.isFee ? .fee : (row.offer.hasSuffix("off") ? .discount : .normal)
        spans += column(row.offer, offerWidth, offerStyle)
        spans += column(row.place, placeWidth, .faint)
        spans += column(row.locations, locationsWidth, .normal)
        spans += column(row.distance ?? "", distanceWidth, .accent, alignment: .right)
        return Line(spans, base: isSelected ? .selected : .normal)
    }

    private func column(_ text: String, _ width: Int, _ style: Style, alignment: Span.Alignment = .left) -> [Span] {
        guard width > 0 else { return [] }
        return [Span.spaces(gap)] + Span.cell(text, width: width, style, alignment: alignment)
    }
}
