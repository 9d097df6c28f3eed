import Testing

@testable import CatalogPublisher
@testable import ExploreApp

@Suite("StagedPath")
struct StagedPathTests {
    @Test(
        "a path with an empty, . or .. part, a leading slash or a control character is refused",
        arguments: [
            "", "/", "/etc/x", "../x", "a/../../x", "a/..", ".", "..", "./x", "a/./b", "a//b", "a/", "x\u{1}y",
            "tab\there", "a/\u{1F}",
        ])
    func refuses(path: String) {
        #expect(StagedPath(path) == nil)
    }

    @Test(
        "a file's folder is everything before its last slash",
        arguments: [
            ("index.html", ""), ("merchants/a.html", "merchants"), ("a/b/c.html", "a/b"), ("...", ""),
            ("a/..b/.c", "a/..b"), ("ciudad/Café Ávila.html", "ciudad"), ("longer-folder-name/x", "longer-folder-name"),
        ])
    func folder(path: String, folder: String) throws {
        let checked = try #require(StagedPath(path))
        #expect(checked.path == path)
        #expect(checked.folder == folder)
    }
}
