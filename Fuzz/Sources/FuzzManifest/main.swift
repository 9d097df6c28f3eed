import Domain
import Foundation
import Fuzzing

@testable import DataLayer

/// Manifests as a server may send them: any bytes. The decoder either refuses them with a `SyncError` or returns a
/// manifest whose file stays below the manifest's folder.
func check(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let manifest = try? ManifestDocument.decode(bytes) else { return 0 }
    let parts = manifest.file.split(separator: "/", omittingEmptySubsequences: false)
    require(!manifest.file.hasPrefix("/") && !parts.contains(".."), "file \(manifest.file) leaves its folder")
    require(manifest.size >= 0, "negative size \(manifest.size)")
    return 0
}

runFuzzer { check($0, $1) }
