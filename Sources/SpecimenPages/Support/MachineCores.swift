import Foundation

/// How many cores the build may use, read once: Foundation reads the process's affinity and its
/// control group's quota each time it is asked, which for every page of a build was a
/// thirtieth of it.
package enum MachineCores {
    package static let count = ProcessInfo.processInfo.activeProcessorCount
}
