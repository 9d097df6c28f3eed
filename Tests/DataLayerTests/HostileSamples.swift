import DataLayer

@testable import SnapshotFile

/// Names and websites that try to break whatever shows them: markup, script and data links, terminal escape
/// sequences, bidirectional overrides and a 10,000-character name. Test fixtures plant them in generated files
/// (``SampleDirectoryGenerator/planted``); the built-in sample and `explore generate` never hold them.
enum HostileSamples {
    static let all: [SampleDirectoryGenerator.Planted] = [
        .init(name: "<script>alert('pwned')</script> Zyxshop", website: "javascript:alert(document.cookie)"),
        .init(name: "Zyxdata Links", website: "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="),
        .init(name: "\u{1B}]0;pwned\u{07}\u{1B}[31mZyxterm Bar\u{1B}[0m", website: "zyxterm.example.com"),
        .init(name: "\u{202E}lieve\u{202C} Zyxbidi Books", website: "mailto:bidi@example.com"),
        .init(name: "\"Zyxquote\" O'Brien's [NEAR] * - AND OR Deli", website: "shop@zyxquote.example.com"),
        .init(
            name: String(("Zyxlong " + String(repeating: "Lorem ipsum ", count: 834)).prefix(10_000)),
            website: "https://zyxlong.example.com"),
    ]
}
