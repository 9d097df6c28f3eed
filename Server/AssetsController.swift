// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import CatalogExport
    import Foundation
    import Hummingbird
    import WebUI

    /// The pages' stylesheets and script, kept by browsers for an hour.
    struct AssetsController {
        func addRoutes(to router: Router<BasicRequestContext>) {
            router.get("/assets/style.css") { _, _ in
                Self.asset(CatalogStylesheet.bytes, type: "text/css; charset=utf-8")
            }
            router.get("/assets/serve.css") { _, _ in Self.asset(WebAssets.style, type: "text/css; charset=utf-8") }
            router.get("/assets/serve.js") { _, _ in
                Self.asset(WebAssets.script, type: "text/javascript; charset=utf-8")
            }
        }

        private static func asset(_ bytes: Data, type: String) -> Response {
            Response(
                status: .ok, headers: [.contentType: type, .cacheControl: "public, max-age=3600"],
                body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
        }
    }
#endif
