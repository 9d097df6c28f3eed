// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Domain
    import Foundation
    import Hummingbird
    import HummingbirdTesting
    import TestSupport
    import Testing

    @testable import ExploreApp

    /// The catalog's hostile merchants and ATMs (`HostileMerchants`), served: on every page kind, every string from the
    /// directory is text; no element, attribute, script or link comes from the data.
    @Suite struct ServeHostileDataTests {
        /// The elements and attributes `WebUI` writes; anything else would have come from the data.
        static let elements: Set<String> = [
            "html", "head", "meta", "title", "link", "script", "body", "a", "header", "p", "nav", "ul", "li", "main",
            "h1",
            "h2", "form", "label", "div", "input", "button", "span", "strong", "footer", "fieldset", "legend",
            "address",
        ]
        static let attributes: Set<String> = [
            "lang", "charset", "name", "content", "rel", "sizes", "href", "src", "defer", "class", "id", "dir",
            "aria-label",
            "aria-current", "role", "action", "method", "for", "type", "value", "placeholder", "maxlength",
            "autocomplete", "data-live", "checked", "data-near-me", "hidden", "hreflang",
        ]

        static func site() throws -> ServedSite {
            let adapters = Adapters.fake(
                directory: InMemoryDirectory(merchants: HostileMerchants.all),
                atms: InMemoryATMDirectory(atms: HostileMerchants.atms))
            let site = try ServedSite(adapters: adapters)
            // The fakes read nothing from the file, but the root asks for one to exist.
            try FileManager.default.createDirectory(
                at: site.root.locations.snapshot.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("fake".utf8).write(to: site.root.locations.snapshot)
            return site
        }

        /// Every tag's name and attribute names, read from the markup: every `<` in a page opens a tag (text has `&lt;`).
        static func tags(_ page: String) -> [(name: String, attributes: [String])] {
            page.split(separator: "<").dropFirst().compactMap { piece in
                guard let first = piece.first, first.isLetter else { return nil }
                let tag = piece.prefix { $0 != ">" }
                let name = String(tag.prefix { $0.isLetter || $0.isNumber })
                // Attribute names: the words before `=` outside quoted values.
                var names: [String] = []
                var inQuotes = false
                var word = ""
                for character in tag.dropFirst(name.count) {
                    if character == "\"" {
                        inQuotes.toggle()
                    } else if !inQuotes, character == "=" || character == " " {
                        if character == "=", !word.isEmpty { names.append(word) }
                        if character == " ", !word.isEmpty, !names.contains(word) { names.append(word) }
                        word = ""
                    } else if !inQuotes {
                        word.append(character)
                    }
                }
                if !word.isEmpty { names.append(word) }
                return (name, names.filter { !$0.isEmpty })
            }
        }

        /// No tag, attribute or link on `page` came from the data.
        static func check(_ page: ServedPage, at path: String) {
            #expect(page.status == .ok, "\(path)")
            #expect(!page.body.contains("<script>alert") && !page.body.contains("<img") && !page.body.contains("<i>"))
            #expect(!page.body.contains("\u{1B}") && !page.body.contains("\u{202E}") && !page.body.contains("\u{0}"))
            for tag in tags(page.body) {
                #expect(elements.contains(tag.name), "\(path): <\(tag.name)>")
                for attribute in tag.attributes {
                    #expect(attributes.contains(attribute), "\(path): <\(tag.name) \(attribute)>")
                }
            }
            for link in page.links {
                let allowed = link.hasPrefix("/") || link.hasPrefix("https://") || link == "#main"
                #expect(allowed, "\(path): \(link)")
            }
        }

        @Test func everyPageKindShowsTheHostileDataAsText() async throws {
            let site = try Self.site()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                let home = try await client.page("/")
                let fixed = [
                    "/", "/?q=script", "/?tab=online", "/filters", "/territories", "/location?find=evil", "/atms",
                    "/atms/1", "/atms/2",
                ]
                let merchants = home.links.filter { $0.hasPrefix("/merchants/") }
                #expect(merchants.count == HostileMerchants.all.count)
                for path in fixed + merchants {
                    Self.check(try await client.page(path), at: path)
                }
                let merchant = try await client.page("/merchants/..%2F..%2Fetc%2Fpasswd")
                #expect(merchant.body.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
            }
        }
    }
#endif
