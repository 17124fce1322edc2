import CExpat

/// Parses XML with expat into a `MarkupElement` tree. Expat, not Foundation's XMLParser:
/// XMLParser brings libxml2 and with it ICU and liblzma, which the release executable would
/// have to carry a second time (Foundation has its own ICU). Expat runs without namespace
/// processing, so the undeclared prefixes real exports use (WordPress.com's `atom:`) are
/// plain parts of a name. External entities are never resolved (no handler is set): an
/// export is data, not a document to fetch. Expat refuses billion-laughs expansions itself.
final class MarkupTreeBuilder {
    private var stack: [MarkupElement] = []
    private var root: MarkupElement?

    /// Fed in pieces so no single call hands expat a whole multi-gigabyte export.
    private static let chunk = 1 << 20

    static func parse(_ bytes: [UInt8], path: String) throws(ImportError) -> MarkupElement {
        guard let parser = XML_ParserCreate(nil) else {
            throw ImportError(path: path, message: "cannot start the XML parser (out of memory)")
        }
        defer { XML_ParserFree(parser) }
        let builder = MarkupTreeBuilder()
        let context = Unmanaged.passUnretained(builder).toOpaque()
        XML_SetUserData(parser, context)
        XML_SetElementHandler(parser, startElement, endElement)
        XML_SetCharacterDataHandler(parser, characterData)
        let succeeded = withExtendedLifetime(builder) { feed(bytes, to: parser) }
        guard succeeded, let root = builder.root else {
            let reason = succeeded ? "no root element" : String(cString: XML_ErrorString(XML_GetErrorCode(parser)))
            throw ImportError(
                path: path, line: Int(XML_GetCurrentLineNumber(parser)),
                column: Int(XML_GetCurrentColumnNumber(parser)) + 1,
                message: "this is not well-formed XML (\(reason)); is it the export file itself?")
        }
        return root
    }

    private static func feed(_ bytes: [UInt8], to parser: XML_Parser) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            repeat {
                let end = min(start + chunk, buffer.count)
                let piece = UnsafeRawPointer(buffer.baseAddress.map { $0 + start })?.assumingMemoryBound(to: CChar.self)
                let isFinal: Int32 = end == buffer.count ? 1 : 0
                guard XML_Parse(parser, piece, Int32(end - start), isFinal) == XML_STATUS_OK else { return false }
                start = end
            } while start < buffer.count
            return true
        }
    }

    private static func builder(_ context: UnsafeMutableRawPointer?) -> MarkupTreeBuilder {
        Unmanaged<MarkupTreeBuilder>.fromOpaque(context!).takeUnretainedValue()
    }

    private static let startElement: XML_StartElementHandler = { context, name, attributes in
        var attributeDict: [String: String] = [:]
        var index = 0
        // Name, value, name, value…, then NULL.
        while let attributes, let key = attributes[index], let value = attributes[index + 1] {
            attributeDict[String(cString: key)] = String(cString: value)
            index += 2
        }
        builder(context).stack.append(MarkupElement(name: String(cString: name!), attributes: attributeDict))
    }

    private static let endElement: XML_EndElementHandler = { context, _ in
        let builder = builder(context)
        guard let finished = builder.stack.popLast() else { return }
        if builder.stack.isEmpty {
            builder.root = finished
        } else {
            builder.stack[builder.stack.count - 1].children.append(finished)
        }
    }

    /// Text and CDATA alike, in UTF-8 pieces of expat's choosing.
    private static let characterData: XML_CharacterDataHandler = { context, text, length in
        let builder = builder(context)
        guard !builder.stack.isEmpty, let text, length > 0 else { return }
        let piece = UnsafeRawBufferPointer(start: text, count: Int(length))
        builder.stack[builder.stack.count - 1].text += String(decoding: piece, as: UTF8.self)
    }
}
