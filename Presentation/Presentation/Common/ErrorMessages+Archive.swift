import Domain

extension ErrorMessages {
    /// What is wrong with a wallet archive, as a clause that an import's or a sync's sentence ends with.
    static func clause(for problem: ArchiveProblem) -> String {
        switch problem {
        case .damaged(let reason): "it is not a readable ZIP archive (\(detail(reason).lowercased()))"
        case .noComment: "it has no comment, so neither a version nor a password (TIMESTAMP#PASSWORD)"
        case .commentWithoutPassword: "its comment is not TIMESTAMP#PASSWORD (no password follows a #)"
        case .badTimestamp(let text):
            "its comment starts with \u{201C}\(text)\u{201D}, which is not a timestamp in milliseconds"
        case .missingEntry: "it has no entry named explore.db"
        case .duplicateEntry: "it has two entries of the same name (explore.db twice, say)"
        case .wrongPassword: "the password of its comment does not open explore.db"
        case .failsCheck: "explore.db fails its check: the archive is damaged or the password is wrong"
        case .tooLarge(let limit): "explore.db would inflate to more than \(Formats.bytes(limit))"
        case .unsupported(let reason): "explore.db cannot be read (\(detail(reason).lowercased()))"
        }
    }
}
