import Domain
import Foundation
import Testing

@testable import DataLayer
@testable import SnapshotFile

@Suite struct CTXMerchantResponseTests {
    private func read(_ json: String, from provider: GiftCardProvider = .ctx) throws(LiveInfoError) -> LiveProviderInfo
    {
        try CTXMerchantResponse.liveInfo(from: Data(json.utf8), provider: provider)
    }

    @Test func readsAFlexibleCardWithItsBounds() throws {
        let info = try read(
            """
            {"id": "m-books", "enabled": true, "savingsPercentage": 6.5, "denominationsType": "min-max",
             "minimumCardPurchase": 5, "maximumCardPurchase": 500, "hasBarcode": false}
            """)
        #expect(
            info
                == LiveProviderInfo(
                    provider: .ctx, isEnabled: true, discount: Discount(basisPoints: 650),
                    denominations: .range(min: 5, max: 500)))
        #expect(info.denominationsType == .minMax)
    }

    @Test func readsFixedAmountsGivenAsStringsOrNumbers() throws {
        let strings = try read(#"{"denominationsType": "fixed", "denominations": ["10", "25", "50.5"]}"#)
        let numbers = try read(#"{"denominationsType": "fixed", "denominations": [10, 25, 50.5]}"#)
        #expect(strings.denominations == .fixed([10, 25, Decimal(string: "50.5")!]))
        #expect(numbers.denominations == strings.denominations)
    }

    @Test func readsTheOlderFieldNames() throws {
        let info = try read(#"{"userDiscount": "3.25", "denominationType": "Fixed", "denominations": [20]}"#)
        #expect(info.discount == Discount(basisPoints: 325))
        #expect(info.denominations == .fixed([20]))
    }

    @Test func takesFlexibleBoundsFromTheDenominationsOfOlderAnswers() throws {
        let info = try read(#"{"denominationsType": "min-max", "denominations": ["200", "5"]}"#)
        #expect(info.denominations == .range(min: 5, max: 200))
    }

    @Test func leavesOutWhatTheAnswerDoesNotSay() throws {
        let info = try read(#"{"id": "m-books"}"#, from: .piggyCards)
        #expect(info == LiveProviderInfo(provider: .piggyCards))
    }

    @Test func treatsUnreadableFieldsAsMissing() throws {
        let info = try read(
            #"{"enabled": "perhaps", "savingsPercentage": true, "denominationsType": "sometimes", "denominations": [{}]}"#
        )
        #expect(info == LiveProviderInfo(provider: .ctx))
    }

    @Test func readsANegativePercentageAsAFee() throws {
        #expect(try read(#"{"savingsPercentage": -1.5}"#).discount == Discount(basisPoints: -150))
    }

    @Test func readsEnabledGivenAsANumberOrAString() throws {
        #expect(try read(#"{"enabled": 0}"#).isEnabled == false)
        #expect(try read(#"{"enabled": "true"}"#).isEnabled == true)
    }

    @Test func readsARecordWrappedInData() throws {
        #expect(try read(#"{"data": {"id": "m", "savingsPercentage": 2}}"#).discount == Discount(basisPoints: 200))
    }

    @Test(arguments: ["{not json", "[1, 2]", "\"text\"", ""])
    func refusesAnAnswerThatIsNotAnObject(body: String) {
        #expect(throws: LiveInfoError.malformed("the answer is not a JSON object")) { try read(body) }
    }
}
