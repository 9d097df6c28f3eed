/// What a page printed once (`explore search`, `explore atms`, `explore show`) keeps of its screen besides the answer.
public enum PageChrome: Hashable, Sendable {
    /// The title and what was asked (tab, sort, filters, the search's words): a page on a terminal, read by a person
    /// who sees it in place of the screen.
    case titled
    /// Only the answer: a list's column headings, rows and count, after the position distances are measured from
    /// (when there is one, since it is part of the answer); a merchant's name, what it is, and its body. A page in a
    /// pipe or a file, read by `grep`, `sort`, a pager or a script, where the program's title, a rule and the screen's
    /// tabs are noise to skip.
    case bare
}
