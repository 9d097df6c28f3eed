import Foundation

/// Reads the few Swift shapes ``WhatExists`` lists, as text: `KeyCommand` constructions and the helpers that make
/// them (`.quit()`, `SearchField.commands(…)`), the cases of an enum, and a router's routes.
///
/// It reads arguments with their nesting (parentheses, brackets, braces, string literals and their interpolations),
/// which is all a key's label and action need; it is not a Swift parser.
enum SwiftCalls {
    /// A function whose body builds commands, with its parameters' string defaults.
    struct Template: Equatable {
        var parameters: [Parameter]
        var body: String
    }

    struct Parameter: Equatable {
        /// The name a caller writes, `nil` for `_`.
        var label: String?
        var name: String
        var defaultText: String?
    }

    /// The keys a text screen answers, in its commands' order: as a list, and while a field takes the typing.
    struct Keys: Equatable {
        var list: [String] = []
        var typing: [String] = []
    }

    /// Each `static func` of a file that builds commands, by name.
    static func templates(in source: String) -> [String: Template] {
        let text = withoutComments(source)
        var templates: [String: Template] = [:]
        for match in matches(#"static func (\w+)(<[^>]*>)?\("#, in: text) {
            let open = text.index(before: match.range.upperBound)
            let (parameters, afterParameters) = arguments(in: text, open: open)
            guard let brace = text[afterParameters...].firstIndex(of: "{") else { continue }
            let (_, afterBody) = arguments(in: text, open: brace)
            templates[match.name] = Template(
                parameters: parameters.map(parameter), body: String(text[brace..<afterBody]))
        }
        return templates
    }

    /// The keys of a text screen, from its `commands(_:)` on: `"Enter open"`, `"↑↓ scroll"`, `"Esc cancel/back"`.
    ///
    /// - Parameter english: the English table's sentences by key: an action the screen says through its words
    ///   (`words.key("quit")`) is listed as English says it ("quit").
    static func keys(
        inScreen source: String, helpers: [String: Template], searchField: [String: Template],
        english: [String: String] = [:]
    ) -> Keys {
        SwiftCalls.english = english
        defer { SwiftCalls.english = [:] }
        let whole = withoutComments(source)
        guard let start = whole.range(of: "func commands(") else { return Keys() }
        let text = String(whole[start.lowerBound...])
        var keys = Keys()
        // A command kept in a variable (`var radius = KeyCommand(…)`) is listed where the list names it (`radius,`).
        var kept: [String: String] = [:]
        let pattern =
            #"\b(Key)?Command(<[^>]*>)?\(|\.(retry|move|quit|keyHelp)\b|SearchField\.commands\(|(?m)^\s+([a-z]\w*),$"#
        for match in matches(pattern, in: text) {
            let call = match.text
            let given = call.firstIndex(of: "(").map { arguments(in: call, open: $0).0 } ?? []
            if match.name == "SearchField" {
                keys.typing += searchField["commands"].map { commands(in: $0, called: given) } ?? []
            } else if let template = helpers[match.name] {
                keys.list += commands(in: template, called: given)
            } else if let key = kept[match.name] {
                keys.list.append(key)
            } else if let key = command(given, bindings: [:]) {
                let line = text[..<match.range.lowerBound].split(separator: "\n").last ?? ""
                let variable = line.firstMatch(of: #/var (\w+) = $/#).map { String($0.1) }
                if let variable { kept[variable] = key } else { keys.list.append(key) }
            }
        }
        return keys
    }

    /// The cases of `enum name` in `source`, as written (`showATM(Int64)`), in order; none when it is not there.
    static func cases(ofEnum name: String, in source: String) -> [String] {
        let text = withoutComments(source)
        guard let declaration = matches(#"enum \#(name)\b[^{]*\{"#, in: text).first else { return [] }
        let open = text.index(before: declaration.range.upperBound)
        let body = text[text.index(after: open)..<text.index(before: arguments(in: text, open: open).1)]
        return body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("case ") && !$0.hasPrefix("case .") && !$0.hasPrefix("case let ") }
            .flatMap { line in
                let wrapped = "(" + line.dropFirst(5) + ")"
                return arguments(in: wrapped, open: wrapped.startIndex).0
            }
    }

    /// The routes a router registers, `GET /atms/:id`, in order.
    static func routes(in source: String) -> [String] {
        matches(#"\.(get|post|put|patch|delete)\("([^"]*)""#, in: withoutComments(source)).map { match in
            let path = match.text.split(separator: "\"")[1]
            return "\(match.name.uppercased()) \(path)"
        }
    }

    /// The pages of a `SitePage`-shaped enum: each `case .name: "/path"` of its `route`, as `GET /path (name)`.
    static func sitePages(in source: String) -> [String] {
        let text = withoutComments(source)
        guard let start = text.range(of: "var route: String {") else { return [] }
        let block = text[start.upperBound...].prefix { $0 != "}" }
        return matches(#"case \.(\w+): "([^"]*)""#, in: String(block)).map { match in
            let path = match.text.split(separator: "\"")[1]
            return "GET \(path) (\(match.name))"
        }
    }

    // MARK: Reading arguments

    private struct Match {
        var name: String
        var text: String
        var range: Range<String.Index>
    }

    /// Each match of `pattern`, named by its first capture that matched, with the text from it to the end of its call.
    private static func matches(_ pattern: String, in text: String) -> [Match] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { result in
            guard let range = Range(result.range, in: text) else { return nil }
            let captures = (1..<result.numberOfRanges).compactMap { Range(result.range(at: $0), in: text) }
            let name = captures.first.map { String(text[$0]) } ?? "Command"
            var end = range.upperBound
            if text[range].hasSuffix("(") {
                end = arguments(in: text, open: text.index(before: end)).1
            } else if end < text.endIndex, text[end] == "(" {
                end = arguments(in: text, open: end).1
            }
            let word = text[range].hasPrefix("SearchField") ? "SearchField" : name
            return Match(
                name: word == "Key" ? "Command" : word, text: String(text[range.lowerBound..<end]), range: range)
        }
    }

    /// The top-level, comma-separated arguments of the bracket at `open`, trimmed, and the index after its closing one.
    static func arguments(in text: String, open: String.Index) -> ([String], String.Index) {
        var arguments: [String] = []
        var current = ""
        var depth = 0
        var index = open
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                let end = afterString(in: text, from: index)
                current += text[index..<end]
                index = end
                continue
            }
            if "([{".contains(character) {
                depth += 1
                if depth == 1 {
                    index = text.index(after: index)
                    continue
                }
            } else if ")]}".contains(character) {
                depth -= 1
                if depth == 0 {
                    let last = current.trimmingCharacters(in: .whitespacesAndNewlines)
                    if !last.isEmpty { arguments.append(last) }
                    return (arguments, text.index(after: index))
                }
            } else if character == ",", depth == 1 {
                arguments.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
                index = text.index(after: index)
                continue
            }
            current.append(character)
            index = text.index(after: index)
        }
        return (arguments, text.endIndex)
    }

    /// The index after the string literal that opens at `start`, interpolations and escapes included.
    private static func afterString(in text: String, from start: String.Index) -> String.Index {
        var index = text.index(after: start)
        while index < text.endIndex, text[index] != "\"" {
            if text[index] == "\\" {
                let next = text.index(after: index)
                if next < text.endIndex, text[next] == "(" {
                    index = arguments(in: text, open: next).1
                    continue
                }
                index = text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
                continue
            }
            index = text.index(after: index)
        }
        return index < text.endIndex ? text.index(after: index) : index
    }

    /// The English table while ``keys(inScreen:helpers:searchField:english:)`` reads a screen.
    nonisolated(unsafe) private static var english: [String: String] = [:]

    /// What an argument says: its string literals, each one that names a key's words (`words.key("quit")`) as the
    /// English table says it, an argument placeholder shown as "…".
    static func said(in argument: String) -> [String] {
        let literals = literals(in: argument)
        guard argument.contains("key(") else { return literals }
        return literals.map { english["key.\($0)"]?.replacingOccurrences(of: "%@", with: "…") ?? $0 }
    }

    /// The string literals in an argument, interpolations shown as "…".
    static func literals(in argument: String) -> [String] {
        var literals: [String] = []
        var index = argument.startIndex
        while let quote = argument[index...].firstIndex(of: "\"") {
            let end = afterString(in: argument, from: quote)
            let inner = argument[
                argument.index(after: quote)..<argument.index(before: max(end, argument.index(after: quote)))]
            let shown = inner.replacingOccurrences(of: #"\\\(.*\)"#, with: "…", options: .regularExpression)
            literals.append(shown)
            index = end
        }
        return literals
    }

    // MARK: Commands

    private static func parameter(_ text: String) -> Parameter {
        let words = text.split(separator: ":", maxSplits: 1)[0].split(separator: " ").map(String.init)
        let defaultText =
            text.range(of: "= \"").map { literals(in: String(text[text.index(before: $0.upperBound)...])).first } ?? nil
        return Parameter(label: words[0] == "_" ? nil : words[0], name: words.last ?? "", defaultText: defaultText)
    }

    /// Each command a template builds, for a call with these arguments; one under `if let x` only when `x` is given.
    private static func commands(in template: Template, called given: [String]) -> [String] {
        var bindings: [String: String] = [:]
        var passed: Set<String> = []
        var positional = given.filter { labelled($0) == nil }.makeIterator()
        for parameter in template.parameters {
            if let label = parameter.label {
                let argument = given.compactMap(labelled).first { $0.label == label }?.value
                if argument != nil { passed.insert(parameter.name) }
                bindings[parameter.name] = argument.flatMap { said(in: $0).first } ?? parameter.defaultText
            } else if let argument = positional.next() {
                passed.insert(parameter.name)
                bindings[parameter.name] = said(in: argument).first ?? parameter.defaultText
            } else {
                bindings[parameter.name] = parameter.defaultText
            }
        }
        var commands: [String] = []
        for match in matches(#"\b(Key)?Command(<[^>]*>)?\("#, in: template.body) {
            let line = template.body[..<match.range.lowerBound].split(separator: "\n").last ?? ""
            let condition = line.trimmingCharacters(in: .whitespaces)
            if condition.hasPrefix("if let "), !passed.contains(String(condition.dropFirst(7).prefix { $0.isLetter })) {
                continue
            }
            let call = match.text
            if let open = call.firstIndex(of: "("),
                let key = command(arguments(in: call, open: open).0, bindings: bindings)
            {
                commands.append(key)
            }
        }
        return commands
    }

    /// `"label action"` of a `KeyCommand(label, action, …)`; a command without a label is named by its `keyNames`.
    private static func command(_ arguments: [String], bindings: [String: String]) -> String? {
        guard arguments.count >= 2, let label = literals(in: arguments[0]).first else { return nil }
        // An action given to the template (`submit ?? words.key("search")`) is what the call gave, else its own.
        let given = arguments[1].split(separator: " ").first.flatMap { bindings[String($0)] }
        let actions = said(in: arguments[1])
        let action =
            given ?? (actions.isEmpty ? bindings[arguments[1]] ?? arguments[1] : actions.joined(separator: "/"))
        let keyNames = arguments.compactMap(labelled).first { $0.label == "keyNames" }.flatMap {
            said(in: $0.value).first
        }
        return (label.isEmpty ? keyNames ?? "" : label) + " " + action
    }

    private static func labelled(_ argument: String) -> (label: String, value: String)? {
        guard let colon = argument.firstIndex(of: ":"),
            argument[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), colon > argument.startIndex
        else { return nil }
        return (
            String(argument[..<colon]), argument[argument.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        )
    }

    /// The source without its comments (whole lines of `//` and `///`), which quote code.
    private static func withoutComments(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : String($0) }
            .joined(separator: "\n")
    }
}
