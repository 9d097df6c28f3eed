import Synchronization

/// Statement texts built once per opened file and found again by name. A statement of a fixed shape has the same
/// text for every query on the file (it depends on the file's columns, its values are bound), and building it from
/// its fragments costs more than a small search's SQL does at the lowest radii.
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
