/// The text a reader sees in a rendered body: tags dropped, the entities the renderers
/// write decoded, white space collapsed. The input is the renderers' own safe HTML, so
/// no general HTML parser is needed.
enum SearchText {
    static func plain(fromHTML html: String) -> String {
        var out = String.UnicodeScalarView()
        var inTag = false
        var entity: String.UnicodeScalarView?
        var lastWasSpace = true
        func emit(_ scalar: Unicode.Scalar) {
            let space = scalar.properties.isWhitespace
            if space && lastWasSpace { return }
            out.append(space ? " " : scalar)
            lastWasSpace = space
        }
        for scalar in html.unicodeScalars {
            if inTag {
                if scalar == ">" { inTag = false }
            } else if var pending = entity {
                if scalar == ";" {
                    decode(String(pending)).unicodeScalars.forEach(emit)
                    entity = nil
                } else if pending.count < 10, scalar.properties.isAlphabetic || scalar.isASCII && scalar != "<" {
                    pending.append(scalar)
                    entity = pending
                } else {
                    emit("&")
                    pending.forEach(emit)
                    entity = nil
                    if scalar == "<" {
                        inTag = true
                        emit(" ")
                    } else {
                        emit(scalar)
                    }
                }
            } else if scalar == "<" {
                inTag = true
                emit(" ")
            } else if scalar == "&" {
                entity = String.UnicodeScalarView()
            } else {
                emit(scalar)
            }
        }
        if let pending = entity {
            emit("&")
            pending.forEach(emit)
        }
        var text = String(out)
        while text.last == " " { text.removeLast() }
        return text
    }

    private static func decode(_ name: String) -> String {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return " "
        default: break
        }
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            if let value, let scalar = Unicode.Scalar(value) { return String(scalar) }
        }
        return "&" + name + ";"
    }
}
