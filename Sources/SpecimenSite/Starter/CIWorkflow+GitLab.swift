extension CIWorkflow {
    /// A GitLab CI pipeline: `check` on merge requests, `pages` on the default branch.
    var gitlab: String {
        """
        # Written by `specimen init --ci gitlab` (Specimen \(version)).
        # Merge requests: `specimen check` fails the pipeline on errors and lists every finding in the
        # job's log; the token changes are the job's artifact token-changes.md. The default branch: the
        # handbook is built with its whole history and published to GitLab Pages.
        # A newer Specimen: change SPECIMEN_VERSION (and specimen: in specimen.yml, if it pins one).
        variables:
          SPECIMEN_VERSION: '\(version)'
          SPECIMEN_RELEASES: \(Self.releases)
          SPECIMEN_ROOT: \(quotedHandbook)
          # The whole history: token history and published versions read the release tags.
          GIT_DEPTH: 0

        default:
          image: buildpack-deps:bookworm-scm
          before_script:
        \(Self.installLines(indent: "    - "))
            - export PATH="$HOME/.specimen-bin:$PATH"

        stages: [check, publish]

        check:
          stage: check
          rules:
            - if: $CI_PIPELINE_SOURCE == "merge_request_event"
          script:
            - git fetch origin "$CI_MERGE_REQUEST_TARGET_BRANCH_NAME:refs/remotes/origin/$CI_MERGE_REQUEST_TARGET_BRANCH_NAME"
            - specimen diff "git:origin/$CI_MERGE_REQUEST_TARGET_BRANCH_NAME" "$SPECIMEN_ROOT" --root "$SPECIMEN_ROOT" --format markdown > token-changes.md
            - specimen check --root "$SPECIMEN_ROOT"
          artifacts:
            when: always
            expose_as: token changes
            paths: [token-changes.md]

        pages:
          stage: publish
          rules:
            - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
          cache:
            key: specimen-versions
            paths: [\(Self.singleQuoted(versionsCache + "/"))]
          script:
            - specimen build --root "$SPECIMEN_ROOT" --base-url "$CI_PAGES_URL/" --output public
          artifacts:
            paths: [public]

        """
    }
}
