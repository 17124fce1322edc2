/// The zone every time on a site is shown in (`"timeZone"`, `--time-zone`): an IANA name
/// read from the system's zone database, UTC by default. One zone for the whole site, so
/// replies written at `09:30+08:00` and `09:10Z` read 09:30 and 17:10 in Shanghai — the
/// order shown is the order of the instants.
public struct SiteTimeZone: Sendable, Equatable {
    public static let databaseFolder = "/usr/share/zoneinfo"
    public static let utc = SiteTimeZone(identifier: "UTC", rules: ZoneInfoFile.Rules(transitions: [], offsets: [], initialOffset: 0))

    /// What IANA names are made of (`America/Port-au-Prince`, `Etc/GMT+8`).
    private static let nameBytes = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/_+-".utf8)

    public let identifier: String
    private let rules: ZoneInfoFile.Rules

    init(identifier: String, rules: ZoneInfoFile.Rules) {
        self.identifier = identifier
        self.rules = rules
    }

    public static func == (lhs: SiteTimeZone, rhs: SiteTimeZone) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// The zone named `name` (`Asia/Shanghai`, `Europe/Berlin`, `UTC`), read from
    /// `database`; an error says what is wrong in a sentence.
    public static func named(_ name: String, database: String = databaseFolder, io: FileIO = .disk) throws(ZoneInfoFile.Failure)
        -> SiteTimeZone
    {
        if name == "UTC" { return .utc }
        let isIANAName =
            !name.isEmpty && !name.hasPrefix("/") && !name.split(separator: "/").contains("..")
            && name.utf8.allSatisfy { Self.nameBytes.contains($0) }
        let path = database + "/" + name
        guard isIANAName, io.kind(path) == .file else {
            throw ZoneInfoFile.Failure(
                message: "no time zone \"\(name)\" in \(database); use an IANA name such as Asia/Shanghai, Europe/Berlin or UTC")
        }
        let bytes: [UInt8]
        do { bytes = try io.read(path) } catch {
            throw ZoneInfoFile.Failure(message: "cannot read \(path) for time zone \"\(name)\"")
        }
        return SiteTimeZone(identifier: name, rules: try ZoneInfoFile.rules(bytes, path: path))
    }

    /// Minutes east of UTC at `instant` (seconds since 1970).
    public func offsetMinutes(at instant: Double) -> Int {
        rules.offsetMinutes(at: instant)
    }

    /// How pages name the zone: "UTC", "Asia/Shanghai (UTC+08:00)", or for a zone with
    /// summer time "Europe/Berlin (UTC+01:00/+02:00)" — the offsets used since 2000.
    public var label: String {
        let offsets = rules.offsetsSince(instant: 946_684_800)
        if identifier == "UTC" || identifier == "Etc/UTC" { return "UTC" }
        let written = offsets.map { minutes -> String in
            let sign = minutes < 0 ? "-" : "+"
            let (h, m) = (abs(minutes) / 60, abs(minutes) % 60)
            return sign + (h < 10 ? "0" : "") + String(h) + ":" + (m < 10 ? "0" : "") + String(m)
        }
        return identifier + " (UTC" + written.joined(separator: "/") + ")"
    }
}
