/// The keys of a search field that has the focus: characters are typed (`q` included), Backspace deletes, Enter
/// searches, Esc clears; the arrows and Page Up and Down still move through the rows below.
enum SearchField {
    static func commands<Model: AnyObject>(
        text: @escaping @MainActor (Model) -> String, changed: @escaping @MainActor (Model, String) -> Void,
        submitted: @escaping @MainActor (Model) -> Void, cancelled: @escaping @MainActor (Model) -> Void,
        moved: @escaping @MainActor (Model, Int) -> Void
    ) -> [KeyCommand<Model>] {
        typealias Command = KeyCommand<Model>
        return [
            Command("Enter", "search", keys: [.enter], perform: submitted),
            Command("Esc", "clear", keys: [.escape], perform: cancelled),
            Command("Backspace", "delete", keys: [.backspace]) { changed($0, String(text($0).dropLast())) },
            Command(
                "", "type", announced: false,
                matches: {
                    if case .character = $0 { true } else { false }
                },
                perform: { model, key in
                    if case .character(let character) = key { changed(model, text(model) + String(character)) }
                    return .proceed
                }),
            Command(
                "↑↓", "move", announced: false, matches: { [.up, .down, .pageUp, .pageDown].contains($0) },
                perform: { model, key in
                    moved(model, Command.movement(key) ?? 0)
                    return .proceed
                }),
        ]
    }
}
