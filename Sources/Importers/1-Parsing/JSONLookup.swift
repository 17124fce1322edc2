import Foundation
import JSONReader
import ThreadFold

/// Reading values out of JSONSerialization's `Any` trees by dotted path.
enum JSONLookup {
    static func parse(_ bytes: [UInt8], path: String) throws(ImportError) -> Any {
        try parse(bytes[...], path: path, lines: nil)
    }

    /// One JSON value of a file (all of it, or one of several written back to back). It is
    /// checked by `JSONParser` first, which is strict where JSONSerialization is not
    /// (trailing commas) and names the place of an error: line and column in the whole file.
    static func parse(_ bytes: ArraySlice<UInt8>, path: String, lines: LineIndex?) throws(ImportError) -> Any {
        do { _ = try JSONParser.parse(Array(bytes)) } catch {
            let place = (lines ?? LineIndex(bytes: Array(bytes))).lineColumn(of: (lines == nil ? 0 : bytes.startIndex) + error.offset)
            throw ImportError(path: path, line: place.line, column: place.column, message: "this is not valid JSON: \(error.message)")
        }
        do {
            return try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            throw ImportError(path: path, message: "this is not valid JSON (\((error as NSError).localizedDescription))")
        }
    }

    /// `author.name`, `children.0.id`: object keys, and array positions as numbers.
    static func value(_ root: Any?, at path: [String]) -> Any? {
        var current = root
        for key in path {
            if let object = current as? [String: Any] {
                current = object[key]
            } else if let array = current as? [Any], let index = Int(key), array.indices.contains(index) {
                current = array[index]
            } else {
                return nil
            }
        }
        return current is NSNull ? nil : current
    }

    static func value(_ root: Any?, _ key: String) -> Any? {
        value(root, at: [key])
    }

    /// Text of a string or a number (ids are often numbers); `nil` for anything else.
    static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String:
            return string
        case let number as NSNumber:
            let double = number.doubleValue
            if double == double.rounded(), abs(double) < 9e15 { return String(number.int64Value) }
            return number.stringValue
        default:
            return nil
        }
    }

    /// A time: epoch seconds as a number or digits, or a text time.
    static func time(_ value: Any?) -> String? {
        if let string = value as? String { return TimeText.normalize(string) }
        if let number = value as? NSNumber { return TimeText.iso(epoch: number.doubleValue) }
        return nil
    }
}
