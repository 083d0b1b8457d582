/// A page mentioning a token: the page's title, the URL of its first chip for the token, and
/// how many times the page mentions it (a page is listed once however often it does).
struct TokenMention: Sendable, Equatable {
    var title: String
    var url: String
    var count = 1
}

/// A component page whose component uses a token (its `component` blocks' specs, its live
/// examples' CSS), with its status in the page's language.
struct TokenComponentUse: Sendable, Equatable {
    var title: String
    var url: String
    /// `beta`, for the badge's class, and its word; empty without a status.
    var status = ""
    var statusLabel = ""
}
