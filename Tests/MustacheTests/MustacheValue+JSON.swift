import Foundation
import Mustache

extension MustacheValue {
    /// Converts a JSONSerialization result. Booleans arrive as NSNumber with objCType "c"
    /// on Linux, so the type code, not `as? Bool`, tells them from numbers.
    init(json: Any) {
        switch json {
        case let text as String:
            self = .string(text)
        case let number as NSNumber:
            self = MustacheValue(number: number)
        case let array as [Any]:
            self = .list(array.map(MustacheValue.init(json:)))
        case let object as [String: Any]:
            self = .object(object.mapValues(MustacheValue.init(json:)))
        default:
            self = .null
        }
    }

    private init(number: NSNumber) {
        switch String(cString: number.objCType) {
        case "c", "B": self = .bool(number.boolValue)
        case "f", "d": self = .double(number.doubleValue)
        default: self = .int(number.intValue)
        }
    }
}
