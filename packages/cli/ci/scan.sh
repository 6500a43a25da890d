#!/usr/bin/env bash
# The scan of the CI gate, shared by the GitHub Action (action.yml) and the GitLab CI/CD component
# (templates/klarsicht.yml): runs `klarsicht scan` once, writing SARIF and a Markdown summary, and
# ends with the CLI's exit code (0 passed, 1 new issues at or above --fail-on, 2 failed or wrong).
#
# Everything comes from the environment, never from the script's text (no script injection):
#   KLARSICHT_INPUT_URLS       the pages, separated by spaces or new lines (required)
#   KLARSICHT_INPUT_CRAWL      "true" to crawl from the first URL
#   KLARSICHT_INPUT_MAX_PAGES, KLARSICHT_INPUT_PROFILE, KLARSICHT_INPUT_BASELINE,
#   KLARSICHT_INPUT_FAIL_ON, KLARSICHT_INPUT_LANGUAGE, KLARSICHT_INPUT_SERVER
#                              --max-pages, --profile, --baseline, --fail-on, --lang, --server
#   KLARSICHT_INPUT_TOKEN      the service's API token (handed to the CLI as KLARSICHT_TOKEN)
#   KLARSICHT_INPUT_SARIF      where the SARIF report goes (required)
#   KLARSICHT_INPUT_SUMMARY    where the Markdown summary is added (optional)
set -euo pipefail

cli="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/bin/klarsicht.js"

urls=()
read -r -d '' -a urls <<< "${KLARSICHT_INPUT_URLS:-}" || true
if [ "${#urls[@]}" -eq 0 ]; then
  echo "klarsicht: no page to scan: the input 'urls' is empty" >&2
  exit 2
fi

args=(scan "${urls[@]}" --format sarif --output "${KLARSICHT_INPUT_SARIF:?}")
if [ -n "${KLARSICHT_INPUT_SUMMARY:-}" ]; then args+=(--summary "$KLARSICHT_INPUT_SUMMARY"); fi
case "${KLARSICHT_INPUT_CRAWL:-}" in true | True | TRUE) args+=(--crawl) ;; esac
if [ -n "${KLARSICHT_INPUT_MAX_PAGES:-}" ]; then args+=(--max-pages "$KLARSICHT_INPUT_MAX_PAGES"); fi
if [ -n "${KLARSICHT_INPUT_PROFILE:-}" ]; then args+=(--profile "$KLARSICHT_INPUT_PROFILE"); fi
if [ -n "${KLARSICHT_INPUT_BASELINE:-}" ]; then args+=(--baseline "$KLARSICHT_INPUT_BASELINE"); fi
if [ -n "${KLARSICHT_INPUT_FAIL_ON:-}" ]; then args+=(--fail-on "$KLARSICHT_INPUT_FAIL_ON"); fi
if [ -n "${KLARSICHT_INPUT_LANGUAGE:-}" ]; then args+=(--lang "$KLARSICHT_INPUT_LANGUAGE"); fi

if [ -n "${KLARSICHT_INPUT_SERVER:-}" ]; then
  args+=(--server "$KLARSICHT_INPUT_SERVER")
  # The CLI reads the token from the environment, so it never shows on a command line.
  if [ -n "${KLARSICHT_INPUT_TOKEN:-}" ]; then export KLARSICHT_TOKEN="$KLARSICHT_INPUT_TOKEN"; fi
elif [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  # A local scan needs Chromium or Chrome (GitHub's Ubuntu runners have Chrome).
  for candidate in chromium chromium-browser google-chrome google-chrome-stable; do
    if found="$(command -v "$candidate")"; then
      export CHROMIUM_PATH="$found"
      break
    fi
  done
fi

exec node "$cli" "${args[@]}"
