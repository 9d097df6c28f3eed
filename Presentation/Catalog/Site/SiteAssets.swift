/// The site's shared stylesheet: phone first, readable line lengths, visible focus, AA contrast, print rules.
///
/// Contrast (WCAG 2): body text #1b1f24 on #ffffff is 16:1, links #0a58a8 on #ffffff 6.9:1, header text #ffffff on
/// #012a5c 14:1, secondary text #4a5562 on #ffffff 7.5:1; the dark scheme's pairs are all above 7:1.
enum SiteAssets {
    static let styleFileName = "style.css"

    static let style = """
        :root {
          --text: #1b1f24; --muted: #4a5562; --background: #ffffff; --surface: #f3f5f8; --link: #0a58a8;
          --header: #012a5c; --header-text: #ffffff; --focus: #c2410c; --rule: #d5dae1;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --text: #e8eaed; --muted: #b4bcc6; --background: #12161b; --surface: #1d232b; --link: #8cc4ff;
            --header: #0b1c33; --header-text: #ffffff; --focus: #ffb36b; --rule: #36404c;
          }
        }
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
        body {
          margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; font-size: 1.0625rem;
          line-height: 1.55; color: var(--text); background: var(--background); overflow-wrap: anywhere;
        }
        a { color: var(--link); }
        a:focus-visible, input:focus-visible, button:focus-visible {
          outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 2px;
        }
        .skip-link { position: absolute; left: 0.5rem; top: -3rem; padding: 0.5rem 1rem; z-index: 10;
          background: var(--background); color: var(--link); }
        .skip-link:focus { top: 0.5rem; }
        .site-header { background: var(--header); color: var(--header-text); padding: 0.75rem 1rem; }
        .site-header a { color: var(--header-text); }
        .site-header a:focus-visible { outline-color: #ffb36b; }
        .site-title { margin: 0; font-weight: 700; font-size: 1.15rem; }
        .site-header ul { list-style: none; margin: 0.25rem 0 0; padding: 0; display: flex; flex-wrap: wrap;
          gap: 0.25rem 1.25rem; }
        .site-header nav a { display: inline-block; padding: 0.35rem 0; }
        main, .site-footer { max-width: 52rem; margin: 0 auto; padding: 1rem; }
        h1 { font-size: 1.75rem; line-height: 1.2; margin: 0.5rem 0 0.75rem; }
        h2 { font-size: 1.3rem; margin: 2rem 0 0.75rem; border-bottom: 1px solid var(--rule); padding-bottom: 0.25rem; }
        .lead { color: var(--muted); font-size: 1.1rem; margin-top: 0; }
        .facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); gap: 0.75rem; margin: 0; }
        .facts div { background: var(--surface); border-radius: 0.5rem; padding: 0.75rem; }
        .facts dt { color: var(--muted); font-size: 0.9rem; }
        .facts dd { margin: 0; font-size: 1.4rem; font-weight: 700; }
        .merchant-list, .territory-list, .locations, .offers, .contact { padding: 0; list-style: none; }
        .merchant-list li, .territory-list li, .locations li { padding: 0.6rem 0; border-bottom: 1px solid var(--rule); }
        .detail { display: block; color: var(--muted); }
        .locations p { margin: 0.1rem 0; }
        .location-links { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; }
        .offers li, .contact li { padding: 0.35rem 0; }
        .breadcrumbs { color: var(--muted); }
        .breadcrumbs ul, .pager ul { list-style: none; padding: 0; margin: 0.5rem 0; display: flex; flex-wrap: wrap;
          gap: 0.25rem 1rem; }
        .pager a, .pager span { display: inline-block; min-width: 2.75rem; min-height: 2.75rem; padding: 0.6rem;
          text-align: center; }
        .pager span { font-weight: 700; }
        .search-form label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
        .search-form input { width: 100%; max-width: 30rem; font: inherit; padding: 0.6rem; color: var(--text);
          background: var(--background); border: 2px solid var(--muted); border-radius: 0.4rem; }
        .site-footer { color: var(--muted); font-size: 0.9rem; border-top: 1px solid var(--rule); margin-top: 2rem; }
        @media (min-width: 48rem) {
          .site-header { display: flex; align-items: baseline; justify-content: space-between;
            padding: 1rem max(1rem, calc((100% - 50rem) / 2)); }
          h1 { font-size: 2.25rem; }
          .merchant-list li, .territory-list li { display: flex; justify-content: space-between; gap: 1rem; }
          .detail { text-align: right; }
        }
        @media print {
          :root { --text: #000000; --muted: #333333; --background: #ffffff; --link: #000000; --rule: #999999; }
          .skip-link, .site-header nav, .pager, .search-form { display: none; }
          .site-header { background: none; color: #000000; padding: 0; }
          .site-header a { color: #000000; text-decoration: none; }
          main, .site-footer { max-width: none; padding: 0; }
          .contact a[href^="http"]::after { content: " (" attr(href) ")"; }
          li { break-inside: avoid; }
        }

        """
}
