import SpecimenDiagnostics
import Yams

/// `languages:`, the languages a handbook is published in.
extension ConfigReader {
    /// `languages: [en, fr]`, or entries `{code: ar, label: العربية, dir: rtl}`; the first is the
    /// default. Codes must be well-formed BCP 47 tags and appear once.
    mutating func languages(_ node: Node) -> [SiteLanguage] {
        guard let list = node.sequence, !list.isEmpty else {
            fail(node, "config-type", "'languages' is a list of languages, the default first, e.g. 'languages: [en, fr]'")
            return []
        }
        var languages: [SiteLanguage] = []
        for entry in list {
            guard let language = language(entry) else { continue }
            if languages.contains(where: { $0.code.lowercased() == language.code.lowercased() }) {
                fail(entry, "config-value", "the language '\(language.code)' is listed twice")
            } else {
                languages.append(language)
            }
        }
        return languages
    }

    private mutating func language(_ node: Node) -> SiteLanguage? {
        if let scalar = node.scalar { return checkedCode(scalar.string, at: node).map { SiteLanguage(code: $0) } }
        guard let mapping = node.mapping else {
            fail(node, "config-type", "a language is a code such as 'fr', or {code: fr, label: Français, dir: ltr}")
            return nil
        }
        var (code, label, direction): (String?, String?, SiteLanguage.Direction?) = (nil, nil, nil)
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "code": code = string(value, "languages.code").flatMap { checkedCode($0, at: value) }
            case "label": label = string(value, "languages.label")
            case "dir":
                guard let text = string(value, "languages.dir") else { continue }
                guard let parsed = SiteLanguage.Direction(rawValue: text.lowercased()) else {
                    fail(value, "config-value", "a language's 'dir' is ltr or rtl, not '\(text)'")
                    continue
                }
                direction = parsed
            default:
                warnUnknown(key, name: "languages.\(key.string ?? "")", known: ["languages.code", "languages.label", "languages.dir"])
            }
        }
        guard mapping["code"] != nil else {
            fail(node, "config-value", "a language needs its 'code', e.g. {code: fr, label: Français}")
            return nil
        }
        return code.map { SiteLanguage(code: $0, label: label, direction: direction) }
    }

    private mutating func checkedCode(_ code: String, at node: Node) -> String? {
        guard SiteLanguage.isWellFormed(code) else {
            fail(node, "config-value", "'\(code)' is not a language code such as 'fr' or 'pt-BR'")
            return nil
        }
        return code
    }

    /// With `languages:`, the default language is the first of them; `language:` may say the
    /// same, but not something else.
    mutating func reconcileLanguage(of config: inout SiteConfig, in mapping: Node.Mapping) {
        guard let first = config.languages.first else { return }
        if let node = mapping["language"], let written = node.string, written != first.code {
            fail(
                node, "config-value",
                "'language: \(written)' is not the first of 'languages' (\(first.code)), which is the default; remove 'language'")
        }
        config.language = first.code
    }
}
