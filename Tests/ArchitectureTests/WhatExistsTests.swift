import Foundation
import Testing

/// Step 0 of Docs/AddingAFeature.md lists what exists, read from the sources, and cannot drift from them.
@Suite("The listing of what exists in Docs/AddingAFeature.md")
struct WhatExistsTests {
    @Test func theCommittedListingIsTheOneTheSourcesGive() throws {
        let root = PackageRoot.current
        let committed = try WhatExists.committedSection(in: try root.read(WhatExists.document))
        let listed = try WhatExists.listing(root: root.url)
        #expect(committed == listed, "Docs/AddingAFeature.md's step 0 is stale: run Scripts/what-exists --write")
    }

    @Test func aScreensKeysAreItsCommandsWithTheHelpersAndSearchFieldSpelledOut() {
        let helpers = SwiftCalls.templates(
            in: """
                static func quit() -> KeyCommand { KeyCommand("q", "quit", matches: { _ in true }) }
                static func move(_ action: String = "move", announced: Bool = true) -> KeyCommand {
                    KeyCommand("↑↓", action, keyNames: "↑ ↓")
                }
                """)
        let searchField = SwiftCalls.templates(
            in: """
                static func commands<Model: AnyObject>(submit: String = "search", recalled: (() -> Void)? = nil) {
                    var commands = [Command("Enter", submit, keys: [.enter])]
                    if let recalled { commands.append(Command("Tab", "recent", keys: [.tab])) }
                    commands += [Command("", "type", keyNames: "letters")]
                }
                """)
        let screen = """
            /// Command("x", "a comment is not a key")
            static func commands(_ state: State) -> [KeyCommand<Model>] {
                if state.typing { return SearchField.commands(submit: "choose", text: { $0.text }) }
                var wider = KeyCommand<Model>("+", "wider", matches: { $0 == .character("+") })
                return [
                    Command("n", "near \\(state.place ?? "it")", keys: [.character("n")]) { $0.near() },
                    Command("Esc", state.busy ? "cancel" : "back", keys: [.escape]) { $0.back() },
                    wider,
                    .move("scroll") { $0.scrolled(by: $1) },
                    .quit(),
                ]
            }
            """
        let keys = SwiftCalls.keys(inScreen: screen, helpers: helpers, searchField: searchField)
        #expect(
            keys
                == SwiftCalls.Keys(
                    list: ["n near …", "Esc cancel/back", "+ wider", "↑↓ scroll", "q quit"],
                    typing: ["Enter choose", "letters type"]))
    }

    @Test func anIntentsCasesAreListedAsWrittenAndASwitchInsideItIsNot() {
        let source = """
            public enum ShopIntent: Hashable {
                /// Open one shop.
                case showShop(Int64), showMap
                case chosen(selected: String?)
                var isLeaving: Bool {
                    switch self {
                    case .chosen: true
                    default: false
                    }
                }
            }
            """
        #expect(
            SwiftCalls.cases(ofEnum: "ShopIntent", in: source) == [
                "showShop(Int64)", "showMap", "chosen(selected: String?)",
            ])
        #expect(SwiftCalls.cases(ofEnum: "OtherIntent", in: source) == [])
    }

    @Test func routesAreTheRoutersRegistrationsInOrder() {
        let source = """
            router.get("/") { request, _ in try await home(request) }
            router.post("/shops/:id") { _, _ in .ok }
            let link = "/not/a/route"
            """
        #expect(SwiftCalls.routes(in: source) == ["GET /", "POST /shops/:id"])
    }

    @Test func replacingKeepsEverythingOutsideTheMarkers() throws {
        let document = "# Step 0\n\(WhatExists.begin)\nold\n\(WhatExists.end)\nAfter.\n"
        let replaced = try WhatExists.replacingSection(in: document, with: "new")
        #expect(replaced == "# Step 0\n\(WhatExists.begin)\nnew\n\(WhatExists.end)\nAfter.\n")
        #expect(try WhatExists.committedSection(in: replaced) == "new")
        #expect(throws: WhatExists.ListingError.markersMissing) {
            try WhatExists.committedSection(in: "# No markers\n")
        }
    }
}
