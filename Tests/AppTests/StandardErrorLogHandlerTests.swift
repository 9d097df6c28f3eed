import Logging
import Testing

@testable import ExploreApp
@testable import Terminal

@Suite struct StandardErrorLogHandlerTests {
    @Test func eachMessageIsOneLineWithItsLevelAndSortedMetadata() {
        let printed = Printed()
        var logger = Logger(label: "explore") {
            StandardErrorLogHandler(label: $0, level: .info, write: printed.append)
        }
        logger[metadataKey: "run"] = "7"

        logger.info("Opened\nthe snapshot", metadata: ["path": "/d.db"])

        #expect(printed.value == "[info] explore: Opened\\nthe snapshot path=/d.db run=7\n")
    }

    @Test func controlsInMessagesAndMetadataAreMadeVisible() {
        let printed = Printed()
        let logger = Logger(label: "explore") {
            StandardErrorLogHandler(label: $0, level: .info, write: printed.append)
        }

        logger.info("Opened \u{1B}]0;x\u{07}", metadata: ["path": "/\u{202E}d.db"])

        #expect(printed.value == "[info] explore: Opened ␛]0;x␇ path=/\\u{202E}d.db\n")
    }

    @Test func messagesBelowTheLevelAreDropped() {
        let printed = Printed()
        let logger = Logger(label: "explore") {
            StandardErrorLogHandler(label: $0, level: .warning, write: printed.append)
        }

        logger.info("quiet")
        logger.debug("quieter")
        logger.warning("loud")

        #expect(printed.value == "[warning] explore: loud\n")
    }
}
