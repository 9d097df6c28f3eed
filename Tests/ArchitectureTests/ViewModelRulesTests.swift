import Testing

/// View models take use cases, never repositories: a screen must not be able to reach past the Domain's rules.
@Suite("View models take use cases, never repository ports")
struct ViewModelRulesTests {
    @Test func theDomainDeclaresItsPorts() throws {
        let ports = try LayerRules.portNames(in: .current)
        #expect(Set(ports).isSuperset(of: ["MerchantDirectory", "LocalStore"]))
    }

    @Test func noPresentationOrTextUIFileNamesARepositoryPort() throws {
        let root = PackageRoot.current
        let ports = try LayerRules.portNames(in: root)
        let files =
            try root.swiftFiles(under: LayerRules.presentation.folder)
            + root.swiftFiles(under: LayerRules.textUI.folder)
        for file in files {
            for port in PortUsage.mentions(of: ports, in: try root.read(file)) {
                Issue.record("\(file) names the repository port \(port); take a use case instead")
            }
        }
    }

    @Test func aPlantedViewModelTakingADirectoryIsCaught() {
        let planted = """
            @MainActor final class MerchantListViewModel {
                init(directory: any MerchantDirectory, clock: any Clock<Duration>) {}
            }
            """
        #expect(PortUsage.mentions(of: ["MerchantDirectory", "LocalStore"], in: planted) == ["MerchantDirectory"])
    }

    @Test func aUseCaseWhoseNameContainsAPortNameIsNotAMention() {
        let source = "init(search: SearchMerchants, store: LocalStoreBackedFavourites) {} // MerchantDirectory"
        #expect(PortUsage.mentions(of: ["MerchantDirectory", "LocalStore"], in: source) == [])
    }
}

/// Where source code names a port, as a whole word, outside comments.
enum PortUsage {
    static func mentions(of ports: [String], in source: String) -> [String] {
        let code = source.split(separator: "\n").map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined(separator: "\n")
        return ports.filter { port in
            code.contains(try! Regex("\\b\(port)\\b"))
        }
    }
}
