import Domain
import Presentation
import TestSupport
import Testing

@MainActor
@Suite struct ATMDetailViewModelTests {
    let directory = InMemoryATMDirectory(atms: Fixtures.atms)

    func makeModel(_ id: Int64, position: Coordinate? = nil) -> ATMDetailViewModel {
        ATMDetailViewModel(atmID: id, position: position, getDetail: GetATMDetail(directory: directory))
    }

    @Test func appearingLoadsTheWholeATMInWords() async {
        let model = makeModel(11, position: Fixtures.valencia)
        #expect(model.state == ATMDetailViewState())
        model.screenAppeared()
        #expect(model.state == ATMDetailViewState(phase: .loading))
        await model.waitUntilIdle()
        #expect(
            model.state
                == ATMDetailViewState(
                    title: "Plaza Venezuela ATM", phase: .loaded, kind: "Buy Dash", manufacturer: "General Bytes",
                    address: ["Av. Casanova 5", "Caracas, Distrito Capital"],
                    distance: Formats.distance(Fixtures.valencia.distance(to: Fixtures.caracas)),
                    phone: "+58 212 555 0101", website: "https://atm.example.com", source: "Listed by coinatmradar"))
    }

    @Test func anATMWithLittleKnownSaysSo() async {
        let model = makeModel(14, position: Fixtures.caracas)
        model.screenAppeared()
        await model.waitUntilIdle()
        #expect(
            model.state
                == ATMDetailViewState(
                    title: "Airport ATM", phase: .loaded, kind: "Buy Dash", address: ["Caracas, Distrito Capital"]))
    }

    @Test func anUnknownIDIsNotFoundAndRetryAsksAgain() async {
        let model = makeModel(99)
        model.screenAppeared()
        await model.waitUntilIdle()
        let missing = ATMDetailViewState(phase: .failed("There is no ATM 99 in this directory."), isNotFound: true)
        #expect(model.state == missing)
        model.retryTapped()
        #expect(model.state == ATMDetailViewState(phase: .loading))
        await model.waitUntilIdle()
        #expect(model.state == missing)
    }

    @Test func aFailureToReadIsNotANotFound() async {
        await directory.setFailure(.readFailed("disk I/O error"))
        let model = makeModel(11)
        model.screenAppeared()
        await model.waitUntilIdle()
        #expect(model.state == ATMDetailViewState(phase: .failed("Reading the directory failed: disk I/O error.")))
    }

    @Test func backIsAnIntent() {
        let model = makeModel(11)
        model.backTapped()
        #expect(model.takeIntents() == [.back])
        #expect(model.takeIntents() == [])
    }
}
