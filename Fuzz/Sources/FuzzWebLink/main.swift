import Domain
import Foundation
import Fuzzing

/// Website values as directory files hold them: any text. A link that parses is `http` or `https`, has a host with a
/// dot and no user or password, and reads back as the same link.
func check(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let link = WebLink(parsing: text) else { return 0 }
    let url = link.url
    require(["http", "https"].contains(url.scheme?.lowercased()), "scheme of \(url)")
    require(url.host?.contains(".") == true && url.user == nil && url.password == nil, "host of \(url)")
    require(link.description.utf8.count <= WebLink.maximumLength, "\(link) is longer than the limit")
    require(WebLink(parsing: link.description) == link, "\(link) does not read back as itself")
    return 0
}

runFuzzer { check($0, $1) }
