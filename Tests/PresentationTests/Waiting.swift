import Testing

/// Lets other tasks on the main actor run until `condition` holds; fails the test rather than hanging when it
/// never does. Used only where waiting for idle is impossible (a search deliberately held by the test).
@MainActor
func waitUntil(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<100_000 {
        if condition() { return }
        await Task.yield()
    }
    Issue.record("The condition never held", sourceLocation: sourceLocation)
}
