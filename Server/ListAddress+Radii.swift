import Domain
import Presentation
import WebUI

extension ListAddress {
    /// On Nearby with a circle, the list within each radius offered in the reader's unit (``DistanceUnit/radii``), from its
    /// first page, the current radius marked (as the terminal's `+` and `-` step through them); none elsewhere.
    func radii(_ words: Words) -> [WebUI.WebLink] {
        guard tab == .nearby, let visitor = location, visitor.location.territory == nil else { return [] }
        return DistanceUnit.current.radii.map { radius in
            WebLink(
                href: with {
                    $0.location?.location.radius = radius
                    $0.pages = 1
                }.href, text: words.radius(radius), isCurrent: radius == visitor.location.radius)
        }
    }
}
