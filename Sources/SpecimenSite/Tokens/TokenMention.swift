/// A page mentioning a token: the page's title and the URL of the exact chip.
struct TokenMention: Sendable, Equatable {
    var title: String
    var url: String
}
