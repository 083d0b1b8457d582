import SpecimenTokens

/// The contexts a block shows side by side for its tokens (one token, for a card or a table
/// cell; all of them, for a dense swatch layout): contexts in which every token has the same
/// value share a column (`dark, dark-hc`), and a context of another modifier that agrees with
/// the default everywhere is left out.
struct ContextColumns {
    struct Column {
        /// The first of the contexts the column stands for.
        let context: SiteTokenView.Context
        let label: String
    }

    let columns: [Column]

    init(tokens: [ResolvedToken], view: SiteTokenView) {
        var groups: [(context: SiteTokenView.Context, labels: [String])] = []
        for (index, context) in view.contexts.enumerated() {
            let agrees = { (other: SiteTokenView.Context) in tokens.allSatisfy { context.tokens[$0.path]?.value == other.tokens[$0.path]?.value } }
            if let same = groups.firstIndex(where: { agrees($0.context) }) {
                let folds = index > 0 && context.foldsIntoDefault && same == 0
                if !folds { groups[same].labels.append(context.label) }
            } else {
                groups.append((context, [context.label]))
            }
        }
        columns = groups.map { Column(context: $0.context, label: $0.labels.joined(separator: ", ")) }
    }

    /// The color of `path` in each column (nil where the context lacks it or it is no color).
    func colors(of path: String) -> [(column: Column, color: ColorValue?)] {
        columns.map { column in
            if case .color(let color) = column.context.tokens[path]?.shownValue { return (column, color) }
            return (column, nil)
        }
    }
}
