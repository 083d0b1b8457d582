/// A page mentioning a token: the page's title, the URL of its first chip for the token, and
/// how many times the page mentions it (a page is listed once however often it does).
struct TokenMention: Sendable, Equatable {
    var title: String
    var url: String
    var count = 1
}
