import SpecimenDiagnostics
import Testing

@testable import SpecimenTokens

/// The rows an export walks: every path of every permutation once, in path order, with the very
/// token each permutation holds there.
@Suite("Rows of permutations")
struct PermutationRowsTests {
    static func set(_ paths: [String], value: Double) -> ResolvedTokenSet {
        ResolvedTokenSet(
            tokens: paths.map { ResolvedToken(path: $0, type: .number, value: .number(value), source: SourceLocation(file: "\(value).json")) })
    }

    @Test func pathsSomePermutationsLackAreRowsToo() {
        let sets = [Self.set(["b", "c", "e"], value: 0), Self.set(["a", "b", "e"], value: 1), Self.set(["c", "d", "f"], value: 2)]
        let rows = PermutationRows(sets).rows
        #expect(rows.map(\.path) == ["a", "b", "c", "d", "e", "f"])
        #expect(
            rows.map { $0.versions.map { $0?.value } } == [
                [nil, .number(1), nil], [.number(0), .number(1), nil], [.number(0), nil, .number(2)],
                [nil, nil, .number(2)], [.number(0), .number(1), nil], [nil, nil, .number(2)],
            ])
        for row in rows {
            for (set, version) in zip(sets, row.versions) {
                #expect(version.map { set[row.path]?.isIdentical(to: $0) == true } ?? (set[row.path] == nil), "\(row.path)")
            }
        }
    }

    @Test func noPermutationsAndEmptyOnesGiveNoRows() {
        #expect(PermutationRows([]).rows.isEmpty)
        #expect(PermutationRows([Self.set([], value: 0), Self.set([], value: 1)]).rows.isEmpty)
        #expect(PermutationRows([Self.set([], value: 0), Self.set(["a"], value: 1)]).rows.map(\.path) == ["a"])
    }
}
