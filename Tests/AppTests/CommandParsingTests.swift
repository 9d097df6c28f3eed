import ArgumentParser
import Domain
import Foundation
import Testing
import TextUI

@testable import ExploreApp

/// The commands other than `search` (which has its own file): what they accept and what they refuse.
@Suite struct CommandParsingTests {
    private func parse(_ arguments: [String]) throws -> any ParsableCommand {
        try ExploreCommand.parseAsRoot(arguments)
    }

    private func failure(_ arguments: [String]) -> ExitReport? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return ExitReport.parsingFailure(error)
        }
    }

    @Test func noCommandIsTheRootCommandWithItsGlobalOptions() throws {
        let root = try #require(try parse(["--no-color", "--log-level", "debug"]) as? ExploreCommand)
        #expect(root.globals.noColor)
        #expect(root.globals.logLevel == .debug)
    }

    @Test func theLogLevelIsWarningUnlessSaid() throws {
        let root = try #require(try parse([]) as? ExploreCommand)
        #expect(root.globals.logLevel == .warning)
    }

    @Test func showTakesAnIdAndOptionallyAPosition() throws {
        let show = try #require(try parse(["show", "m-cafe", "--near", "10,20", "--format", "json"]) as? ShowCommand)
        #expect(show.merchantID == "m-cafe")
        #expect(show.near == "10,20")
        #expect(show.format == .json)
    }

    @Test func catalogWritesBothFormatsUnlessToldOtherwise() throws {
        let catalog = try #require(try parse(["catalog", "--out", "site"]) as? CatalogCommand)
        #expect(catalog.format == .both)
        #expect(catalog.format.includesHTML && catalog.format.includesXML)
        #expect(!catalog.force)
        let html = try #require(try parse(["catalog", "--out", "s", "--format", "html"]) as? CatalogCommand)
        #expect(html.format.includesHTML && !html.format.includesXML)
    }

    @Test(arguments: ["file:///srv/manifest.json", "http://example.org/m.json", "HTTPS://example.org/m.json"])
    func syncAcceptsFileAndWebAddresses(_ address: String) throws {
        let sync = try #require(try parse(["sync", "--from", address]) as? SyncCommand)
        #expect(sync.from == URL(string: address))
    }

    @Test func syncTakesAFilesPathRelativeToTheCurrentFolderAndNeedsNoFromOnceOneIsRemembered() throws {
        let sync = try #require(try parse(["sync", "--from", "site/m.json"]) as? SyncCommand)
        #expect(sync.from == FileLocations.absoluteURL(for: "site/m.json"))
        #expect(try #require(try parse(["sync"]) as? SyncCommand).from == nil)
    }

    @Test(arguments: ["ftp://example.org/m.json", "http://", "javascript:alert(1)"])
    func syncRefusesOtherAddresses(_ address: String) throws {
        let status = try #require(failure(["sync", "--from", address]))
        #expect(status.status == .usage)
        #expect(status.standardError?.contains("give an https:// or http:// address, or the path") == true)
    }

    @Test func generateDefaultsToSeedOneAndRefusesSillySizes() throws {
        let generate = try #require(try parse(["generate", "--merchants", "10", "--out", "a.db"]) as? GenerateCommand)
        #expect(generate.seed == 1)
        #expect(!generate.force)
        #expect(failure(["generate", "--merchants", "0", "--out", "a.db"])?.status == .usage)
        #expect(failure(["generate", "--merchants", "1000001", "--out", "a.db"])?.status == .usage)
        #expect(failure(["generate", "--merchants", "10"])?.status == .usage)
    }

    @Test func playStartsAtEightyByTwentyFourUnlessASizeIsGiven() throws {
        let plain = try #require(try parse(["play", "demo.txt"]) as? PlayCommand)
        let sized = try #require(try parse(["play", "-", "--size", "100x30"]) as? PlayCommand)
        #expect(plain.size == TerminalSize(columns: 80, rows: 24))
        #expect(sized.size == TerminalSize(columns: 100, rows: 30))
        #expect(failure(["play", "-", "--size", "5x5"])?.status == .usage)
    }

    /// A negative number given to an option that takes a number is that option's value, refused for what it is, not
    /// an option of its own ("Missing value for '--offset <n>'").
    @Test(arguments: [
        (["search", "x", "--offset", "-1"], "'-1' is not an offset"),
        (["atms", "--limit", "-2"], "'-2' is not a limit"),
        (["search", "x", "--radius", "-5"], "The radius must be more than 0 km and at most 500 km"),
        (["generate", "--merchants", "-5", "--out", "a.db"], "--merchants must be from 1 to 1,000,000, not -5"),
        (["generate", "--merchants", "5", "--seed", "-1", "--out", "a.db"], "The value '-1' is invalid for '--seed"),
        (["sync", "--timeout", "-3"], "--timeout must be from 1 to 86400 seconds, not -3"),
        (["import", "old.db", "--snapshot-version", "-7"], "The version -7 is not a plausible publication time"),
    ])
    func aNegativeNumberIsTheOptionsValueAndRefusedAsSuch(_ arguments: [String], _ said: String) throws {
        let status = try #require(failure(arguments))
        #expect(status.status == .usage)
        #expect(status.standardError?.contains(said) == true, "\(status.standardError ?? "")")
        #expect(status.standardError?.contains("Missing value") == false)
    }

    /// A format outside the choices is worded as every other choice is ("'far' is not a tab: choose one of …"), not in
    /// the parser's own words; a choice ignores case.
    @Test(arguments: [
        (["search", "x", "--format", "yaml"], "'yaml' is not a format: choose one of text, json."),
        (["show", "m-cafe", "--format", "yaml"], "'yaml' is not a format: choose one of text, json."),
        (["atms", "--format", "xml"], "'xml' is not a format: choose one of text, json."),
        (["catalog", "--out", "s", "--format", "pdf"], "'pdf' is not a catalog format: choose one of html, xml, both"),
    ])
    func aFormatOutsideItsChoicesIsRefusedInTheHouseWords(_ arguments: [String], _ said: String) throws {
        let status = try #require(failure(arguments))
        #expect(status.status == .usage)
        #expect(status.standardError?.contains(said) == true, "\(status.standardError ?? "")")
        #expect(status.standardError?.contains("Please provide") == false)
        #expect(status.standardError?.contains("\n") == false)
        #expect(try #require(try parse(["search", "x", "--format", "JSON"]) as? SearchCommand).format == .json)
    }

    @Test(arguments: [
        ["show"], ["import"], ["play"], ["catalog"], ["manifest"], ["location", "set"], ["search", "--near"],
        ["doctor", "extra"],
        ["frobnicate"], ["--log-level", "loud"], ["--db", ""],
    ])
    func incompleteOrUnknownCommandLinesAreUsageErrorsOnOneLine(_ arguments: [String]) throws {
        let status = try #require(failure(arguments))
        #expect(status.status == .usage)
        #expect(status.standardError?.hasPrefix("explore: error: ") == true)
        #expect(status.standardError?.contains("\n") == false)
        #expect(status.standardOutput == nil)
    }

    @Test func helpIsPrintedOnStandardOutputWithStatusZero() throws {
        for arguments in [["--help"], ["search", "--help"], ["help", "show"]] {
            let command: any ParsableCommand
            do {
                command = try parse(arguments)
            } catch {
                let status = ExitReport.parsingFailure(error)
                #expect(status.status == .success)
                #expect(status.standardOutput?.contains("USAGE: explore") == true)
                continue
            }
            // `help show` parses into a help command that throws the help when run.
            var runnable = command
            #expect(throws: (any Error).self) { try runnable.run() }
        }
    }
}
