import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names the preview answers to, checked against every request's `Host`. A browser sends
/// the name it looked up, so a page of another site whose name is made to point at 127.0.0.1
/// (DNS rebinding) names its own site there and is refused: it cannot read the preview.
///
/// Allowed are the loopback names (`localhost`, `127.0.0.1`, `[::1]`), the address the server
/// was told to bind (`--host`) — for `0.0.0.0` or `::`, every address of the machine's network
/// interfaces when the server starts — and the names given with `--allow-host`. Any port, or
/// none, may follow a name; names are compared without regard to case.
public struct AllowedHosts: Sendable, Equatable {
    public static let loopback: [String] = ["localhost", "127.0.0.1", "[::1]"]

    /// The names allowed, lowercased, IPv6 addresses in brackets.
    public let names: Set<String>

    /// The names a server bound to `host` answers to, with `extra` names allowed too.
    public init(binding host: String, extra: [String] = [], interfaceAddresses: () -> [String] = AllowedHosts.interfaceAddresses) {
        var names = Set(Self.loopback)
        let bound = Self.normalized(host)
        names.insert(bound)
        if bound == "0.0.0.0" || bound == "[::]" {
            // A wildcard binds every address; `::` takes IPv4 connections too.
            names.formUnion(interfaceAddresses().map(Self.normalized).filter { bound == "[::]" || !$0.hasPrefix("[") })
        }
        names.formUnion(extra.map(Self.normalized))
        self.names = names
    }

    /// Whether a request whose `Host` is `authority` (nil when it sent none) is answered.
    public func allows(_ authority: String?) -> Bool {
        guard let authority, let name = Self.name(inAuthority: authority) else { return false }
        return names.contains(name)
    }

    /// `name` as it is compared: lowercased, an IPv6 address in brackets, a zone (`%eth0`) left out.
    public static func normalized(_ name: String) -> String {
        var name = name.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name.contains(":") {
            if let zone = name.firstIndex(of: "%") { name = String(name[..<zone]) }
            return "[\(name)]"
        }
        return name
    }

    /// Why `name` cannot be allowed with `--allow-host`, or nil when it can: a host name or an
    /// address, without a scheme, a port or a path.
    public static func problem(with name: String) -> String? {
        let bare = name.hasPrefix("[") && name.hasSuffix("]") ? String(name.dropFirst().dropLast()) : name
        let colons = bare.filter { $0 == ":" }.count
        if bare.isEmpty { return "is empty" }
        if name.contains("/") { return "is not a host name; give the name alone, e.g. 'preview.example'" }
        if colons == 1 { return "has a port; give the name alone (any port is allowed)" }
        let allowed = colons >= 2 ? "0123456789abcdefABCDEF:." : "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._"
        guard bare.allSatisfy({ allowed.contains($0) }) else {
            return "may hold only letters, digits, '-', '.' and '_' (an IPv6 address: hex digits, ':' and '.')"
        }
        return nil
    }

    /// The host name of `Host: authority`, normalized, without its port; nil when malformed.
    static func name(inAuthority authority: String) -> String? {
        let host: Substring
        let rest: Substring
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            host = authority[...close]
            rest = authority[authority.index(after: close)...]
        } else if let colon = authority.firstIndex(of: ":") {
            host = authority[..<colon]
            rest = authority[colon...]
        } else {
            host = authority[...]
            rest = ""
        }
        guard !host.isEmpty, rest.isEmpty || (rest.first == ":" && rest.dropFirst().allSatisfy(\.isASCII) && rest.dropFirst().allSatisfy(\.isNumber))
        else { return nil }
        return normalized(String(host))
    }

    /// The addresses of the machine's network interfaces, as text (`192.168.1.20`, `fe80::1`).
    public static func interfaceAddresses() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0, let first else { return [] }
        defer { freeifaddrs(first) }
        var addresses: [String] = []
        var current: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = current {
            defer { current = entry.pointee.ifa_next }
            guard let address = entry.pointee.ifa_addr else { continue }
            let family = Int32(address.pointee.sa_family)
            guard family == AF_INET || family == AF_INET6 else { continue }
            var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
            guard getnameinfo(address, length, &text, socklen_t(text.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
            addresses.append(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return addresses
    }
}
