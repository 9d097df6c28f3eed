/// Names and websites that try to break whatever shows them: markup, script and data links, terminal escape
/// sequences, bidirectional overrides and a 10,000-character name. Every generated file with enough merchants
/// holds each of them once.
enum HostileSamples {
    struct Sample {
        var name: String
        var website: String?
    }

    static let all: [Sample] = [
        Sample(name: "<script>alert('pwned')</script> Zyxshop", website: "javascript:alert(document.cookie)"),
        Sample(name: "Zyxdata Links", website: "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="),
        Sample(name: "\u{1B}]0;pwned\u{07}\u{1B}[31mZyxterm Bar\u{1B}[0m", website: "zyxterm.example.com"),
        Sample(name: "\u{202E}lieve\u{202C} Zyxbidi Books", website: "mailto:bidi@example.com"),
        Sample(name: "\"Zyxquote\" O'Brien's [NEAR] * - AND OR Deli", website: "shop@zyxquote.example.com"),
        Sample(
            name: String(("Zyxlong " + String(repeating: "Lorem ipsum ", count: 834)).prefix(10_000)),
            website: "https://zyxlong.example.com"),
    ]

    /// The 10,000-character name's length, for tests.
    static var longestName: Int { all.map(\.name.count).max() ?? 0 }
}
