import Foundation
import Testing

@testable import ExploreApp

@Suite struct JSONOutputTests {
    @Test func everyUnsafeCharacterIsEscapedAndTheTextMeansTheSame() throws {
        let name = "\u{1B}]0;x\u{07}\u{7F}\u{85}\u{9B}31m\u{200E}\u{202A}\u{202E}\u{2066}\u{2069}\u{2028}\u{2029}é🍩\n"

        let json = try JSONOutput.string(["name": name])

        #expect(
            json == #"{"name":"\u001b]0;x\u0007\u007f\u0085\u009b31m\u200e\u202a\u202e\u2066\u2069\u2028\u2029é🍩\n"}"#
                + "\n")
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        #expect(decoded?["name"] == name)
    }

    @Test func plainJSONIsLeftAsTheEncoderWroteIt() {
        let json = #"{"a":"Café / 東京","b":[1,2]}"#
        #expect(JSONOutput.escapingUnsafeScalars(json) == json)
    }
}
