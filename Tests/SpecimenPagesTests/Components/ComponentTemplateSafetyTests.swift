import Foundation
import Testing

@testable import SpecimenPages

/// While `markdown.unsafe` is false, a component template holds markup without scripts.
@Suite("component template safety")
struct ComponentTemplateSafetyTests {
    @Test(arguments: [
        #"<button class="btn" data-variant="{{variant}}" style="{{style}}" aria-label="{{label}}">{{label}}</button>"#,
        #"<a href="/components/button/#states" class="link">{{label}}</a>"#,
        #"<a href="https://example.com/?a=1&amp;b=2">x</a> <img src="logo.svg" alt="">"#,
        #"<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M0 0h16v16H0z"/></svg><x-badge tone="{{tone}}"></x-badge>"#,
        "<label>Name <input type=text name=n disabled></label><!-- <script> in a comment is no element -->",
        "{{#disabled}}<span class=\"muted\">{{label}}</span>{{/disabled}} 3 < 4",
    ])
    func ordinaryMarkupIsAllowed(template: String) {
        #expect(ComponentTemplateSafety.problem(in: template) == nil)
    }

    @Test(arguments: [
        ("<script>alert(1)</script>", "'<script>' is not an element"),
        ("<SCRIPT src=x></SCRIPT>", "'<script>' is not an element"),
        ("<iframe srcdoc='x'></iframe>", "'<iframe>' is not an element"),
        ("<style>body{}</style>", "'<style>' is not an element"),
        ("<button onclick=\"go()\">x</button>", "the event handler 'onclick'"),
        ("<svg><animate onbegin=alert(1) /></svg>", "'<animate>' is not an element"),
        ("<a href=\"javascript:alert(1)\">x</a>", "is not an http(s), mailto"),
        ("<a href=\"java&#x09;script&colon;alert(1)\">x</a>", "is not an http(s), mailto"),
        ("<a href=\" JaVaScRiPt:alert(1)\">x</a>", "is not an http(s), mailto"),
        ("<img src=\"data:image/svg+xml,x\">", "is not an http(s), mailto"),
        ("<a href=\"{{label}}\">x</a>", "takes a URL written out"),
        ("<span title={{label}}>x</span>", "without quotes"),
        ("<span {{label}}>x</span>", "stands where an attribute's name does"),
        ("<span>{{{label}}}</span>", "writes a value unescaped"),
        ("<span>{{&label}}</span>", "writes a value unescaped"),
        ("<div style=\"background:u&#114;l(https://evil.example/x)\">x</div>", "may not load anything"),
        ("<span class=\"x\"", "a tag is not closed"),
    ])
    func whatRunsOrLoadsIsRefused(template: String, message: String) {
        let problem = ComponentTemplateSafety.problem(in: template)
        #expect(problem?.contains(message) == true, "\(template): \(problem ?? "allowed")")
    }

    /// The sample's own components hold nothing a safe handbook refuses.
    @Test func theSamplesComponentsAreSafe() {
        let (specs, diagnostics) = ComponentSpecLoader.load(root: repositoryRoot)
        #expect(diagnostics.isEmpty && !specs.isEmpty)
        #expect(ComponentSpecLoader.checkSafety(specs).isEmpty)
    }
}
