/// The HTML elements the site's pages are made of. Element names are a closed set of constants: nothing read from a
/// file can become one.
enum HTMLElement: String, Sendable {
    case a, body, button, dd, div, dl, dt, footer, form, h1, h2, h3, head, header, html, img, input, label, li, link
    case main, meta, nav, noscript, ol, option, p, script, section, select, span, strong, title, ul

    /// Whether a line break follows the end tag: after everything but the inline elements.
    var isBlock: Bool {
        switch self {
        case .a, .img, .span, .strong, .label: false
        default: true
        }
    }

    /// Whether a line break follows the start tag: after the elements that hold other elements rather than text.
    var holdsElements: Bool {
        switch self {
        case .html, .head, .body, .header, .nav, .main, .footer, .section, .ul, .ol, .dl, .div, .form, .noscript,
            .select:
            true
        default: false
        }
    }
}
