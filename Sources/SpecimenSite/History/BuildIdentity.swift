import Foundation
import SpecimenDiagnostics

/// What identifies the Specimen that builds: its version and the executable itself (its size
/// and modification time), so that a cache of built output is not reused by another build of
/// Specimen, whose output may differ.
enum BuildIdentity {
    static let version = SpecimenVersion.current

    static let fingerprint: String = {
        var description = version
        var status = stat()
        if stat("/proc/self/exe", &status) == 0 || stat(CommandLine.arguments.first ?? "", &status) == 0 {
            description += "-\(status.st_size)-\(status.st_mtim.tv_sec)-\(status.st_mtim.tv_nsec)"
        }
        return description
    }()
}
