import Domain
import Foundation

/// Turns names and ids into file names that are safe on every file system and never collide.
///
/// A slug keeps ASCII letters and digits (lower-cased) and turns every other run of characters into one `-`, so it
/// holds no `/`, `.`, `--` or non-ASCII character: no path traversal, no case or Unicode-normalisation surprises.
/// A merchant's file is `<name slug>--<id part>.html`, where the id part is the id itself when the id already is
/// a slug, else `<id slug>--<hash>` with a 64-bit FNV-1a hash of the id's UTF-8 bytes. Splitting a file name at `--`
/// gives the name slug and then either the id (two parts) or a slug and a hash (three parts), so two ids can share
/// a file only if their hashes collide; the site renderer checks for that and stops rather than overwrite.
enum CatalogFileNames {
    /// The longest slug kept from a name; longer names are cut (10,000-character names exist in hostile data).
    static let maximumSlugLength = 60

    /// The merchant page's path, relative to the site root.
    static func merchantPage(name: String, id: MerchantID) -> String {
        merchantPage(stem: merchantStem(name: name, id: id))
    }

    /// The merchant page's file name without its folder and extension: `<name slug>--<id part>`.
    static func merchantStem(name: String, id: MerchantID) -> String {
        "\(slug(name, fallback: "merchant"))--\(idPart(id.rawValue))"
    }

    /// The path of the merchant page whose ``merchantStem(name:id:)`` is `stem`.
    static func merchantPage(stem: String) -> String {
        "merchants/\(stem).html"
    }

    /// The id itself when it is already a short slug, else its slug and its hash.
    static func idPart(_ raw: String) -> String {
        let slugged = slug(raw, fallback: "id")
        if slugged == raw { return raw }
        return "\(slugged)--\(hash(raw))"
    }

    /// Territory page slugs: each territory's slug, with a hash added to any slug two territories would share.
    static func territorySlugs(_ names: [String]) -> [String: String] {
        var byslug: [String: [String]] = [:]
        for name in names { byslug[slug(name, fallback: "territory"), default: []].append(name) }
        var result: [String: String] = [:]
        for (slugged, owners) in byslug {
            for name in owners { result[name] = owners.count == 1 ? slugged : "\(slugged)--\(hash(name))" }
        }
        return result
    }

    /// Lower-case ASCII letters and digits, other runs as single `-`, no leading or trailing `-`, at most
    /// ``maximumSlugLength`` characters; `fallback` when nothing is left (a name in Arabic script, say).
    static func slug(_ text: String, fallback: String) -> String {
        // Written as bytes into one string: a site makes a slug for each of its merchants and their ids.
        let slug = String(unsafeUninitializedCapacity: maximumSlugLength) { buffer in
            var count = 0
            var pendingDash = false
            for byte in withoutAccents(text).utf8 {
                let lowered = (65...90).contains(byte) ? byte + 32 : byte
                guard (97...122).contains(lowered) || (48...57).contains(lowered) else {
                    pendingDash = true
                    continue
                }
                let dash = pendingDash && count > 0
                if count + (dash ? 2 : 1) > maximumSlugLength { break }
                if dash {
                    buffer[count] = UInt8(ascii: "-")
                    count += 1
                }
                pendingDash = false
                buffer[count] = lowered
                count += 1
            }
            return count
        }
        return slug.isEmpty ? fallback : slug
    }

    /// The text with combining marks removed after canonical decomposition: `Café Ávila` → `Cafe Avila`,
    /// `Ñandú` → `Nandu`. Letters with no decomposition (`ß`, `Ш`) are left for the slug to drop.
    static func withoutAccents(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }  // Most names: no decomposition needed.
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars
        where scalar.properties.generalCategory != .nonspacingMark {
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// 64-bit FNV-1a of the UTF-8 bytes, as 16 hexadecimal digits: stable across runs and machines, unlike
    /// Swift's `hashValue`.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
