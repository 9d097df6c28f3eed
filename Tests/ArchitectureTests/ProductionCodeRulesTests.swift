import Testing

/// What production code never does, whatever the layer: force an optional open (`x!`, `try!`, `as!`), or declare a
/// member with `package` access. A value that cannot be missing is unwrapped with `guard` and a sentence saying why, or
/// given a default that reads as one.
@Suite("Production code has no force unwrap and no package access")
struct ProductionCodeRulesTests {
    static let productionFolders = ["Domain", "Data", "Presentation", "Terminal", "Server", "Publisher", "App"]

    @Test func noForceUnwrapInProductionCode() throws {
        let found = try Self.productionLines(where: Self.forcesAnOptional)
        #expect(found.isEmpty, "force unwraps:\n\(found.joined(separator: "\n"))")
    }

    /// `package` access lets a target use another's insides without the graph showing it: production code declares
    /// none, so every dependency between targets is a `public` surface and a line of Package.swift.
    @Test func noPackageDeclarationInProductionCode() throws {
        let found = try Self.productionLines(where: Self.declaresPackageMember)
        #expect(found.isEmpty, "package declarations:\n\(found.joined(separator: "\n"))")
    }

    /// Every line of production code that `matches`, as `file:line: text`.
    static func productionLines(where matches: (String) -> Bool) throws -> [String] {
        let root = PackageRoot.current
        var found: [String] = []
        for folder in productionFolders {
            for file in try root.swiftFiles(under: folder) {
                for (number, line) in try root.read(file).split(separator: "\n", omittingEmptySubsequences: false)
                    .enumerated()
                where matches(String(line)) {
                    found.append("\(file):\(number + 1): \(line.trimmingPrefix(while: \.isWhitespace))")
                }
            }
        }
        return found
    }

    @Test func thePackageScanSeesDeclarationsAndNotWordsOrComments() {
        #expect(Self.declaresPackageMember("package struct MerchantRow {"))
        #expect(Self.declaresPackageMember("    package static func isVisible() -> String {"))
        #expect(Self.declaresPackageMember("    @inlinable package var id: Int64"))
        #expect(!Self.declaresPackageMember("    /// the package graph shows it"))
        #expect(!Self.declaresPackageMember("let package = Package(name: \"Explore\")"))
        #expect(!Self.declaresPackageMember("    public var packageName: String"))
    }

    /// Whether a line of Swift declares a member with `package` access.
    static func declaresPackageMember(_ line: String) -> Bool {
        line.contains(/^\s*(@\w+(\([^)]*\))?\s+)*package\s+(?!=)/)
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
