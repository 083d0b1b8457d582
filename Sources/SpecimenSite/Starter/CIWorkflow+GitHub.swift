extension CIWorkflow {
    /// The actions the workflow uses, each pinned to the commit of a release (a tag can be moved
    /// to other code; a commit cannot), the release named beside it.
    static let actions: [String: (commit: String, release: String)] = [
        "checkout": ("3d3c42e5aac5ba805825da76410c181273ba90b1", "v7.0.1"),
        "github-script": ("ed597411d8f924073f98dfc5c65a23a2325f34cd", "v8.0.0"),
        "configure-pages": ("983d7736d9b0ae728b81ab479565c72886d7745b", "v5.0.0"),
        "cache": ("27d5ce7f107fe9357f9df03efb73ab90386fccae", "v5.0.5"),
        "upload-pages-artifact": ("fc324d3547104276b827a68afc52ff2a11cc49c9", "v5.0.0"),
        "deploy-pages": ("cd2ce8fcbc39b97be8ca5fce6e763baed58fa128", "v5.0.0"),
    ]

    /// The steps every job begins with: the whole history (token history reads the tags), and
    /// the release of Specimen on the path.
    static var checkoutAndInstall: String {
        """
              - uses: \(action("checkout"))
                with:
                  fetch-depth: 0
                  persist-credentials: false
              - name: Install Specimen
                run: |
        \(installLines(indent: "          "))
                  echo "$HOME/.specimen-bin" >> "$GITHUB_PATH"
        """
    }

    /// `actions/NAME@COMMIT # RELEASE`.
    static func action(_ name: String) -> String {
        guard let pin = actions[name] else { return "actions/\(name)" }
        return "actions/\(name)@\(pin.commit) # \(pin.release)"
    }

    /// A GitHub Actions workflow: `check` on pull requests, `publish` to GitHub Pages on `main`.
    var github: String {
        """
        # Written by `specimen init --ci github` (Specimen \(version)).
        # Pull requests: `specimen check` puts its findings on the lines they concern, and one comment
        # lists the token changes (updated on every push). The main branch: the handbook is built with
        # its whole history and published to GitHub Pages (Settings › Pages › Source: GitHub Actions).
        # A newer Specimen: change SPECIMEN_VERSION (and specimen: in specimen.yml, if it pins one).
        name: Handbook

        on:
          pull_request:
          push:
            branches: [main]
          workflow_dispatch:

        permissions:
          contents: read

        env:
          SPECIMEN_VERSION: '\(version)'
          SPECIMEN_RELEASES: \(Self.releases)
          SPECIMEN_ROOT: \(quotedHandbook)

        jobs:
          check:
            if: github.event_name == 'pull_request'
            runs-on: ubuntu-latest
            permissions:
              contents: read
              pull-requests: write
            steps:
        \(Self.checkoutAndInstall)
              - name: Check the handbook
                run: specimen check --root "$SPECIMEN_ROOT" --format github
              - name: List the token changes
                if: ${{ !cancelled() }}
                run: |
                  {
                    echo '<!-- specimen-token-changes -->'
                    echo '### Token changes'
                    specimen diff "git:origin/${GITHUB_BASE_REF}" "$SPECIMEN_ROOT" --root "$SPECIMEN_ROOT" --format markdown
                  } > "$RUNNER_TEMP/token-changes.md"
              - name: Post or update the comment
                if: ${{ !cancelled() && github.event.pull_request.head.repo.full_name == github.repository }}
                uses: \(Self.action("github-script"))
                with:
                  script: |
                    const body = require('fs').readFileSync(`${process.env.RUNNER_TEMP}/token-changes.md`, 'utf8');
                    const marker = '<!-- specimen-token-changes -->';
                    const { owner, repo } = context.repo;
                    const issue_number = context.issue.number;
                    const comments = await github.paginate(github.rest.issues.listComments, { owner, repo, issue_number });
                    const mine = comments.find((comment) => comment.body && comment.body.startsWith(marker));
                    if (mine) {
                      await github.rest.issues.updateComment({ owner, repo, comment_id: mine.id, body });
                    } else {
                      await github.rest.issues.createComment({ owner, repo, issue_number, body });
                    }

          publish:
            if: github.event_name != 'pull_request'
            runs-on: ubuntu-latest
            permissions:
              contents: read
              pages: write
              id-token: write
            concurrency:
              group: pages
              cancel-in-progress: false
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
        \(Self.checkoutAndInstall)
              - id: pages
                uses: \(Self.action("configure-pages"))
              - name: Keep the published versions between runs
                uses: \(Self.action("cache"))
                with:
                  path: \(versionsCache)
                  key: specimen-versions-${{ github.sha }}
                  restore-keys: specimen-versions-
              - name: Build the handbook
                env:
                  BASE_URL: ${{ steps.pages.outputs.base_url }}
                run: specimen build --root "$SPECIMEN_ROOT" --base-url "$BASE_URL/" --output "$RUNNER_TEMP/site"
              - uses: \(Self.action("upload-pages-artifact"))
                with:
                  path: ${{ runner.temp }}/site
              - id: deployment
                uses: \(Self.action("deploy-pages"))

        """
    }
}
