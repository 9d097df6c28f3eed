import Testing

@testable import ExploreApp
@testable import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct TerminalSessionTests {
    @Test func rawModeTurnsOffEchoLineEditingSignalsAndFlowControlButKeepsOutputProcessing() {
        var cooked = termios()
        cooked.c_lflag = tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        cooked.c_iflag = tcflag_t(ICRNL | IXON | BRKINT)
        cooked.c_oflag = tcflag_t(OPOST)

        let raw = TerminalSession.rawMode(from: cooked)

        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(ICRNL | IXON | BRKINT) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST) != 0)
        #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
        let (minimum, time) = withUnsafeBytes(of: raw.c_cc) { ($0[Int(VMIN)], $0[Int(VTIME)]) }
        #expect(minimum == 1 && time == 0)
    }
}
