import Foundation

/// A publisher's logo: a raster image, shown beside the site's name in every page's header and as the picture of a
/// shared link's preview.
///
/// Only PNG, JPEG, GIF and WebP, told by their first bytes, never by a file name: an SVG file can carry script, which
/// would run on the site's origin if a visitor opened it.
public struct SiteLogo: Hashable, Sendable {
    /// The image's bytes, as written into the site.
    public let bytes: Data
    /// The file's extension in the site: `png`, `jpg`, `gif` or `webp`.
    public let fileExtension: String

    /// The most bytes a logo may have: a header image, not a photograph.
    public static let maximumBytes = 1_000_000

    /// The logo in `bytes`; `nil` when they are not a PNG, JPEG, GIF or WebP image, or larger than ``maximumBytes``.
    public init?(_ bytes: Data) {
        guard bytes.count <= Self.maximumBytes, let kind = Self.kind(of: bytes) else { return nil }
        self.bytes = bytes
        fileExtension = kind
    }

    /// The logo's file name at the site's root.
    public var fileName: String { "logo." + fileExtension }

    private static func kind(of bytes: Data) -> String? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && bytes.dropFirst(offset).prefix(prefix.count).elementsEqual(prefix)
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "png" }
        if starts([0xFF, 0xD8, 0xFF]) { return "jpg" }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return "gif" }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return "webp" }
        return nil
    }
}
