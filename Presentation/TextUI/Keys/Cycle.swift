extension Array where Element: Equatable {
    /// The element `step` places after `element` (negative: before), round the ends: what one press of a key that
    /// cycles through values chooses. From a value the list does not hold, `step` counts from before the first.
    func cycled(from element: Element, by step: Int = 1) -> Element {
        let start = firstIndex(of: element) ?? -1
        return self[((start + step) % count + count) % count]
    }
}
