import Foundation
import Presentation

/// What the search and list scripts say, in the site's language: an element the scripts read (`#site-words`, its
/// `data-words` a JSON object), written on the pages that load them. A page in English has none, and the scripts say
/// their own English.
///
/// A message's arguments are `{1}`, `{2}`; a counted noun has a sentence per CLDR plural category, which the script
/// chooses with the browser's `Intl.PluralRules` for the page's language, and numbers are written for `locale`.
enum ScriptWords {
    /// The script's name of each message, and its key in the tables.
    static let messages: KeyValuePairs<String, String> = [
        "cityIn": "catalog.script.city-in", "territory": "catalog.script.territory",
        "nearestFromHere": "catalog.script.nearest-from-here", "nearestShown": "catalog.script.nearest-shown",
        "nearestShownTyped": "catalog.script.nearest-shown.typed", "firstShown": "catalog.script.first-shown",
        "firstShownTyped": "catalog.script.first-shown.typed", "partial": "catalog.script.partial",
        "and": "catalog.script.and", "found": "catalog.script.found", "nothing": "catalog.script.nothing",
        "nothingWithin": "catalog.script.nothing-within", "tooMany": "catalog.script.too-many",
        "partFailed": "catalog.script.part-failed", "nearestFrom": "catalog.script.nearest-from",
        "asking": "catalog.script.asking", "refused": "catalog.script.refused", "loading": "catalog.script.loading",
        "failed": "catalog.script.failed", "yourPosition": "catalog.script.your-position",
        "listFilter": "catalog.list.filter", "listShow": "catalog.list.show", "listAll": "catalog.list.all",
        "listPayDash": "catalog.pay.dash", "listGiftCards": "catalog.pay.gift-cards", "listSort": "catalog.list.sort",
        "listName": "catalog.list.name", "listDiscount": "catalog.list.discount", "listShown": "catalog.list.shown",
    ]

    /// The script's name of each counted noun, and its key in the tables.
    static let nouns: KeyValuePairs<String, String> = [
        "places": "catalog.count.places", "merchants": "count.merchants", "atms": "count.atms",
        "nearby": "catalog.count.nearby", "listCount": "catalog.list.count",
    ]

    /// The element holding the messages.
    static func write(_ words: CatalogWords, on html: HTMLStreamWriter) {
        html.element(.div, ["id": "site-words", "hidden": "hidden", "data-words": json(words)])
    }

    /// The messages as a JSON object, keys sorted.
    static func json(_ words: CatalogWords) -> String {
        var object: [String: Any] = ["locale": words.language.locale.identifier.replacing("_", with: "-")]
        for (name, key) in messages { object[name] = scripted(words(key)) }
        var counted: [String: [String: String]] = [:]
        for (name, key) in nouns {
            var forms: [String: String] = [:]
            for category in PluralCategory.allCases {
                if let sentence = Words.sentence("\(key).\(category.rawValue)", in: words.language) {
                    forms[category.rawValue] = scripted(sentence)
                }
            }
            counted[name] = forms
        }
        object["nouns"] = counted
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// A table's sentence with its arguments as the scripts write them: `%@` and `%1$@` → `{1}`, `%2$@` → `{2}`.
    static func scripted(_ sentence: String) -> String {
        var number = 0
        return sentence.replacing(/%(\d)\$@|%@/) { match in
            if let position = match.output.1 { return "{\(position)}" }
            number += 1
            return "{\(number)}"
        }
    }
}
