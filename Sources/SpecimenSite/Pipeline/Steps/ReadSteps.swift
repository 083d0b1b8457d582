import SpecimenDiagnostics
import SpecimenPages

/// The steps that read the handbook's inputs into the stage values.
extension RebuildSteps {
    static let readConfig = PipelineStep<RebuildRun>("read config", announcing: "Reading \(SiteConfig.fileName)") { run throws(DiagnosticsFailure) in
        try run.stages.readConfig()
    }

    /// When the templates are to be read too, they are read on another thread meanwhile: reading
    /// a handbook of one large page leaves the other core idle.
    static let readContent = PipelineStep<RebuildRun>("read content", announcing: "Reading content") { run in
        if run.plan.templates {
            let (options, parts) = (run.stages.options, run.parts)
            run.background.templates = BackgroundTask { parts.measure("theme", of: nil) { SiteStages.readTemplates(options: options) } }
        }
        run.stages.loadContent()
    }

    static let readTemplates = PipelineStep<RebuildRun>("read templates") { run in
        run.stages.setTemplates(run.background.templates?.wait() ?? SiteStages.readTemplates(options: run.stages.options))
        run.stages.loadStrings()
    }

    static let readPublicFiles = PipelineStep<RebuildRun>("read public files") { run in
        run.stages.loadPublicFiles()
    }

    static let resolveTokens = PipelineStep<RebuildRun>("resolve tokens", announcing: "Resolving tokens") { run in
        run.stages.loadTokens(reusing: run.tokenReuse)
    }

    /// Reads the releases of `history:` (from the process's cache after the first time) and
    /// tells each token's story against the tokens just resolved. `tokens.css` and
    /// `tokens.json` (which depend on the tokens and their history alone) are then made on
    /// another thread while pages render, where they fill the moments a core would otherwise wait.
    static let readHistory = PipelineStep<RebuildRun>("read history") { run in
        run.stages.loadHistory()
        if let tokens = run.stages.tokens, !run.stages.config.isTranslation {
            let appearance = run.stages.config.themeModifier
            let removed = run.stages.history?.removedJSON()
            let parts = run.parts
            run.background.tokenFiles = BackgroundTask {
                parts.measure("tokens.css and tokens.json", of: nil) { tokens.files(appearance: appearance, removed: removed) }
            }
        }
    }

    /// Scans the code of `usage:` for the tokens just read and the names they had before.
    static let scanCode = PipelineStep<RebuildRun>("scan code") { run in
        run.stages.scanCode()
    }

    /// Reads the code files that changed again; their tokens' pages are made again.
    static let rescanCode = PipelineStep<RebuildRun>("rescan code") { run in
        let changed = run.stages.rescanCode(run.plan.codeFiles)
        run.codeTokens = changed
    }

    static let readComponents = PipelineStep<RebuildRun>("read components") { run in
        run.stages.loadComponents()
    }

    /// The component specs read before, checked against tokens that changed.
    static let checkComponents = PipelineStep<RebuildRun>("check components") { run in
        run.stages.validateComponents()
    }
}
