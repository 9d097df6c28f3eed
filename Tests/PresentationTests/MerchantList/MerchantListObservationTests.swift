import Domain
import Observation
import Presentation
import TestSupport
import Testing

/// The view model is observable through Observation (ADR 0005): a host tracking `state` hears of every change,
/// including those made by async work.
@MainActor
@Suite struct MerchantListObservationTests {
    final class Flag: @unchecked Sendable {
        var isRaised = false
    }

    @Test func trackingTheStateHearsOfAnAnswerArriving() async {
        let directory = InMemoryDirectory(merchants: Fixtures.merchants)
        let store = InMemoryLocalStore()
        let model = MerchantListViewModel(
            search: SearchMerchants(directory: directory), listNearby: ListNearbyMerchants(directory: directory),
            favourites: Favourites(store: store), recentSearches: RecentSearches(store: store), location: nil,
            clock: ManualClock())
        model.screenAppeared()
        let changed = Flag()
        withObservationTracking {
            _ = model.state
        } onChange: {
            changed.isRaised = true
        }
        #expect(!changed.isRaised)
        await model.waitUntilIdle()
        #expect(changed.isRaised)
        #expect(model.state.phase == .loaded)
    }
}
