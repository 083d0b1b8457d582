import SpecimenDiagnostics

/// The end of a sentence about an unknown `name`: "; did you mean 'x'?" when one of
/// `candidates` is a plausible typo of it, else a full stop.
func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
    let phrase = Suggestion.phrase(for: name, in: candidates)
    return phrase.isEmpty ? "." : phrase
}
