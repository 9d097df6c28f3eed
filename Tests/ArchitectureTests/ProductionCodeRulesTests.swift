import Testing

/// What production code never does, whatever the layer: force an optional open (`x!`, `try!`, `as!`). A value that
/// cannot be missing is unwrapped with `guard` and a sentence saying why, or given a default that reads as one.
@Suite("Production code has no force unwrap")
struct ProductionCodeRulesTests {
    static let productionFolders = ["Domain", "Data", "Presentation", "App"]

    @Test func noForceUnwrapInProductionCode() throws {
        let root = PackageRoot.current
        var found: [String] = []
        for folder in Self.productionFolders {
            for file in try root.swiftFiles(under: folder) {
                for (number, line) in try root.read(file).split(separator: "\n", omittingEmptySubsequences: false)
                    .enumerated()
                where Self.forcesAnOptional(String(line)) {
                    found.append("\(file):\(number + 1): \(line.trimmingPrefix(while: \.isWhitespace))")
                }
            }
        }
        #expect(found.isEmpty, "force unwraps:\n\(found.joined(separator: "\n"))")
    }

    @Test func theScanSeesEachFormAndNotNegationsOrText() {
        #expect(Self.forcesAnOptional("let x = values.first!"))
        #expect(Self.forcesAnOptional("f(buffer.baseAddress! + 1)"))
        #expect(Self.forcesAnOptional("let y = try! decode()"))
        #expect(Self.forcesAnOptional("let z = value as! Int"))
        #expect(Self.forcesAnOptional("dictionary[key]!.count"))
        #expect(!Self.forcesAnOptional("if a != b, !flag { return }"))
        #expect(!Self.forcesAnOptional("print(\"Hello!\")"))
        #expect(!Self.forcesAnOptional("// a comment that says hello!"))
        #expect(!Self.forcesAnOptional("let label = \"Stop!\" // and more!"))
    }

    /// Whether a line of Swift forces an optional, outside its string literals and its comment.
    static func forcesAnOptional(_ line: String) -> Bool {
        let code = codeOnly(line)
        return code.contains("try!") || code.contains("as!") || code.contains(/[\w\)\]]!(?!=)/)
    }

    /// The line without its string literals' contents and without a `//` comment.
    private static func codeOnly(_ line: String) -> String {
        var code = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && previous == "/" {
                code.removeLast()
                break
            } else {
                code.append(character)
            }
            previous = character
        }
        return code
    }
}
