import Synchronization

/// Statement texts built once per opened file and found again by name. A statement of a fixed shape has the same
/// text for every query on the file (it depends on the file's columns, its values are bound); building the texts of
/// a Nearby search from their fragments was about a tenth of its time at 1 km.
final class StatementTexts: Sendable {
    private let texts = Mutex<[String: String]>([:])

    /// The text named `name`, built by `build` the first time it is asked for.
    func text(_ name: String, _ build: () -> String) -> String {
        if let known = texts.withLock({ $0[name] }) { return known }
        let text = build()
        texts.withLock { $0[name] = text }
        return text
    }
}
