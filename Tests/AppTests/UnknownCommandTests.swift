import Testing

@testable import ExploreApp

@Suite struct UnknownCommandTests {
    @Test func aMistypedCommandIsNamedWithTheNearestCommand() throws {
        let typo = try #require(UnknownCommand(arguments: ["serch", "cafe"]))
        #expect(typo.word == "serch" && typo.suggestion == "search")
        #expect(typo.report.status == .usage)
        #expect(typo.report.standardError == "explore: error: Unknown command 'serch'. Did you mean 'search'?")
    }

    @Test func theCommandWordIsFoundAfterTheGlobalOptionsAndTheirValues() throws {
        #expect(UnknownCommand(arguments: ["--db", "x.db", "doctr"])?.suggestion == "doctor")
        #expect(UnknownCommand(arguments: ["--no-color", "--log-level", "info", "atm"])?.suggestion == "atms")
        #expect(UnknownCommand(arguments: ["--db=x.db", "serv"])?.suggestion == "serve")
    }

    @Test func aWordNearNoCommandGetsNoSuggestion() throws {
        let word = try #require(UnknownCommand(arguments: ["frobnicate"]))
        #expect(word.suggestion == nil)
        #expect(
            word.report.standardError
                == "explore: error: Unknown command 'frobnicate'. See 'explore --help' for the commands.")
    }

    @Test func aRealCommandIsLeftToTheParsersOwnError() {
        #expect(UnknownCommand(arguments: ["search", "--bogus"]) == nil)
        #expect(UnknownCommand(arguments: ["help", "serch"]) == nil)
        #expect(UnknownCommand(arguments: ["--bogus"]) == nil)
        #expect(UnknownCommand(arguments: []) == nil)
    }

    @Test func everyCommandOfTheRootCanBeSuggested() {
        #expect(
            Set(UnknownCommand.commandNames) == [
                "play", "search", "show", "atms", "location", "catalog", "sync", "manifest", "import", "generate",
                "doctor", "serve", "version", "help",
            ])
    }
}
