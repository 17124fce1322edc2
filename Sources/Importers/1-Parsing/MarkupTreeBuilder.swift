import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses XML with the toolchain's XMLParser (libxml2) into a `MarkupElement` tree.
/// External entities are never resolved: an export is data, not a document to fetch.
final class MarkupTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [MarkupElement] = []
    private var root: MarkupElement?

    static func parse(_ bytes: [UInt8], path: String) throws(ImportError) -> MarkupElement {
        let builder = MarkupTreeBuilder()
        // A stream, not `XMLParser(data:)`: given data, corelibs Foundation hands libxml2 the
        // whole document as one chunk, and libxml2 refuses chunks over 10 MB ("huge input
        // lookup"), which real Disqus exports exceed. From a stream it reads in pieces.
        let parser = XMLParser(stream: InputStream(data: Data(NamespaceRepair.declareMissingPrefixes(bytes))))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let succeeded = parser.parse()
        guard succeeded, let root = builder.root else {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "no root element"
            throw ImportError(path: path, line: parser.lineNumber, column: parser.columnNumber,
                              message: "this is not well-formed XML (\(reason)); is it the export file itself?")
        }
        return root
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        stack.append(MarkupElement(name: qName ?? elementName, attributes: attributeDict))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard let finished = stack.popLast() else { return }
        if stack.isEmpty {
            root = finished
        } else {
            stack[stack.count - 1].children.append(finished)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }
}
