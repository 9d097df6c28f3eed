import Domain
import Presentation
import WebUI

extension ListAddress {
    /// On Nearby with a location, the list within each radius of ``Domain/MerchantQuery/radiusSteps``, from its
    /// first page, the current radius marked (as the terminal's `+` and `-` step through them); none elsewhere.
    func radii(_ words: Words) -> [WebUI.WebLink] {
        guard tab == .nearby, let visitor = location else { return [] }
        return MerchantQuery.radiusSteps.map { radius in
            WebLink(
                href: with {
                    $0.location?.location.radius = radius
                    $0.pages = 1
                }.href, text: words.distance(radius), isCurrent: radius == visitor.location.radius)
        }
    }
}
