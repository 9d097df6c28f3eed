import Presentation

/// Draws view states as HTML pages: pure functions of (state, the links the server made, the frame), with no I/O.
///
/// The server (`explore serve`) hands a screen's inputs to the same view model the terminal uses, waits until it is
/// idle, and asks here for its page; its navigation intents become the links and redirects the server makes, so a
/// page is drawn from a view state and a set of addresses and knows nothing of the directory. Every text is escaped
/// (``HTML``), names carry `dir="auto"`, and the pages need no script: `serve.js` only adds search as you type. Each
/// screen's file in `Pages/` adds the `page(_:links:frame:)` for its view state.
public enum WebRenderer {
    /// The page for a request the server refuses or cannot answer: the status's words and a way home.
    public static func problem(status: Int, title: String, message: String, frame: WebFrame) -> String {
        WebPage.document(title: title, frame: frame) { html in
            html.element("h1", text: title)
            html.element("p", ["class": "lead"], text: message)
            html.element("p") { html in html.element("a", ["href": frame.home], text: frame.words.backHome) }
        }
    }
}
