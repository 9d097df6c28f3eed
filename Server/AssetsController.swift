// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import CatalogExport
    import Foundation
    import Hummingbird
    import WebUI

    /// The pages' stylesheets, script and icons, kept by browsers for an hour. The icon is also at `/favicon.ico`,
    /// where browsers and crawlers ask for it whether or not a page links it.
    struct AssetsController {
        func addRoutes(to router: Router<BasicRequestContext>) {
            router.get("/assets/style.css") { _, _ in
                Self.asset(CatalogStylesheet.bytes, type: "text/css; charset=utf-8")
            }
            router.get("/assets/serve.css") { _, _ in Self.asset(WebAssets.style, type: "text/css; charset=utf-8") }
            router.get("/assets/serve.js") { _, _ in
                Self.asset(WebAssets.script, type: "text/javascript; charset=utf-8")
            }
            router.get("/favicon.ico") { _, _ in Self.asset(CatalogIcons.favicon, type: "image/x-icon") }
            router.get("/assets/favicon.svg") { _, _ in Self.asset(CatalogIcons.vectorIcon, type: "image/svg+xml") }
        }

        private static func asset(_ bytes: Data, type: String) -> Response {
            Response(
                status: .ok, headers: [.contentType: type, .cacheControl: "public, max-age=3600"],
                body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
        }
    }
#endif
