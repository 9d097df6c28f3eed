/// What a list printed once (`explore search`, `explore atms`) keeps of its screen besides the rows.
public enum PageChrome: Hashable, Sendable {
    /// The title and what was asked (tab, sort, filters, the search's words): a page on a terminal, read by a person
    /// who sees it in place of the screen.
    case titled
    /// Only the column headings, the rows and the count, after the position distances are measured from (when there
    /// is one, since it is part of the answer): a page in a pipe or a file, read by `grep`, `sort`, a pager or a
    /// script, where a title line and the screen's tabs are noise to skip.
    case bare
}
