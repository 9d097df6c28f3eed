import Presentation

/// The keys of a text field that has the focus: characters are typed (`q` included), Backspace deletes, Ctrl-U
/// erases the field as in a shell, Enter submits, Esc clears; the arrows and Page Up and Down still move through the
/// rows below.
enum SearchField {
    /// - Parameters:
    ///   - submit: what Enter does, in the help: "search", "choose", "save".
    ///   - recalled: what `Tab` does, when the field offers earlier entries (the merchant search's recent
    ///     searches); `nil` when it does not.
    static func commands<Model: AnyObject>(
        _ words: ScreenWords = .english, submit: String? = nil, cancel: String? = nil,
        text: @escaping @MainActor (Model) -> String,
        changed: @escaping @MainActor (Model, String) -> Void, submitted: @escaping @MainActor (Model) -> Void,
        cancelled: @escaping @MainActor (Model) -> Void, moved: @escaping @MainActor (Model, Int) -> Void,
        recalled: (@MainActor (Model) -> Void)? = nil
    ) -> [KeyCommand<Model>] {
        typealias Command = KeyCommand<Model>
        var commands = [
            Command("Enter", submit ?? words.key("search"), keys: [.enter], perform: submitted),
            Command("Esc", cancel ?? words.key("clear"), keys: [.escape], perform: cancelled),
            Command("Backspace", words.key("delete"), keys: [.backspace]) { changed($0, String(text($0).dropLast())) },
            Command("Ctrl-U", words.key("erase"), announced: false, keys: [.eraseLine]) { changed($0, "") },
        ]
        if let recalled { commands.append(Command("Tab", words.key("recent"), keys: [.tab], perform: recalled)) }
        commands += [
            Command(
                "", words.key("type"), announced: false, keyNames: words.key("type-keys"),
                matches: {
                    if case .character = $0 { true } else { false }
                },
                perform: { model, key in
                    if case .character(let character) = key { changed(model, text(model) + String(character)) }
                    return .proceed
                }),
            Command(
                "↑↓", words.key("move"), announced: false, keyNames: "↑ ↓ PgUp PgDn",
                matches: { [.up, .down, .pageUp, .pageDown].contains($0) },
                perform: { model, key in
                    moved(model, Command.movement(key) ?? 0)
                    return .proceed
                }),
        ]
        return commands
    }
}
