import CLibXML2
import Foundation

/// A page read back with libxml2's HTML parser, flattened into its elements, for checks on what a browser sees.
struct ParsedHTML {
    struct Element {
        let name: String
        let attributes: [String: String]
        /// The concatenated text of the element and its descendants.
        let text: String
    }

    let elements: [Element]

    init(_ data: Data) {
        let document = data.withUnsafeBytes { bytes in
            htmlReadMemory(
                bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil, "UTF-8",
                Int32(HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue))
        }
        var found: [Element] = []
        if let document {
            Self.collect(xmlDocGetRootElement(document), into: &found)
            xmlFreeDoc(document)
        }
        elements = found
    }

    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    private static func collect(_ first: xmlNodePtr?, into found: inout [Element]) {
        var node = first
        while let current = node {
            if current.pointee.type == XML_ELEMENT_NODE {
                var attributes: [String: String] = [:]
                var attribute = current.pointee.properties
                while let property = attribute {
                    let name = String(cString: property.pointee.name)
                    let value = xmlNodeListGetString(current.pointee.doc, property.pointee.children, 1)
                    attributes[name] = value.map { String(cString: $0) } ?? ""
                    if let value { explore_xmlFree(value) }
                    attribute = property.pointee.next
                }
                let content = xmlNodeGetContent(current)
                found.append(
                    Element(
                        name: String(cString: current.pointee.name), attributes: attributes,
                        text: content.map { String(cString: $0) } ?? ""))
                if let content { explore_xmlFree(content) }
                collect(current.pointee.children, into: &found)
            }
            node = current.pointee.next
        }
    }
}
