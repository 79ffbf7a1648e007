#!/usr/bin/env bash
# npm test: every check, in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$CHROMIUM_PATH" ]; then
  echo "npm test needs Chromium at $CHROMIUM_PATH for the end-to-end tests." >&2
  echo "On Debian: apt-get install -y chromium (or set CHROMIUM_PATH)." >&2
  exit 1
fi
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "npm test needs PostgreSQL 15 at $PG_BIN for the database tests." >&2
  echo "On Debian: apt-get install -y postgresql (or set PG_BIN)." >&2
  exit 1
fi

# The end-to-end tests measure text with the fonts e2e/fonts/*.conf name, and nothing else.
for font in noto/NotoSans-Regular.ttf noto/NotoSansArabic-Regular.ttf noto/NotoSansMono-Regular.ttf \
  noto/NotoSansSymbols2-Regular.ttf dejavu/DejaVuSans.ttf; do
  if [ ! -f "/usr/share/fonts/truetype/$font" ]; then
    echo "npm test needs the font /usr/share/fonts/truetype/$font for the end-to-end tests." >&2
    echo "On Debian: apt-get install -y fonts-noto-core fonts-noto-mono fonts-dejavu-core" >&2
    exit 1
  fi
done
# Every script runs on the Node 22 that npm install brings (package.json's node dependency).
node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$node_major" -lt 22 ]; then
  echo "npm test runs on Node 22 or later; this is $(node --version). Run it as npm test after npm install." >&2
  exit 1
fi

timings=()
step() {
  local name="$1"; shift
  local started=$SECONDS
  echo
  echo "==> $name"
  local status=0
  "$@" || status=$?
  local took=$((SECONDS - started))
  if [ "$status" -ne 0 ]; then
    timings+=("$(printf '%5ds  %s (failed)' "$took" "$name")")
    return "$status"
  fi
  echo "<== $name: ok (${took}s)"
  timings+=("$(printf '%5ds  %s' "$took" "$name")")
}
summary() {
  echo
  echo "Time per stage:"
  printf '  %s\n' "${timings[@]}"
  echo "  total: $((SECONDS / 60))m $((SECONDS % 60))s"
}
trap summary EXIT

# An install script npm skipped because package.json's allowScripts does not name it.
unreviewed_install_scripts() {
  if npm install-scripts ls 2>/dev/null | grep -qv '^No packages with unreviewed install scripts'; then
    echo "npm skipped install scripts nobody approved; review them with npm install-scripts ls." >&2
    npm install-scripts ls >&2
    return 1
  fi
}

# The three static checks are single-threaded: they run side by side, each with its own log, and
# the step fails if any of them does (its log is printed).
static_checks() {
  local dir
  dir="$(mktemp -d)"
  npx prettier --check --log-level warn . >"$dir/format" 2>&1 &
  local format=$!
  npx eslint --max-warnings=0 . >"$dir/lint" 2>&1 &
  local lint=$!
  npx tsc --noEmit -p tsconfig.json >"$dir/types" 2>&1 &
  local types=$!
  local failed=0
  wait "$format" || { echo "format (prettier --check) failed:"; cat "$dir/format"; failed=1; }
  wait "$lint" || { echo "lint (eslint) failed:"; cat "$dir/lint"; failed=1; }
  wait "$types" || { echo "types (tsc) failed:"; cat "$dir/types"; failed=1; }
  rm -rf "$dir"
  return "$failed"
}

# Every stage before the build runs without dist/, as on a fresh clone: a dist/ left by an earlier
# build let tests that need it pass here and fail on a fresh machine (npm start builds it again).
rm -rf dist

step "install scripts all approved (package.json allowScripts)" unreviewed_install_scripts
step "format, lint and types (prettier --check, eslint, tsc)" static_checks
step "unit tests (vitest)" npx vitest run --project unit
step "integration tests: backend on PGlite and PostgreSQL 15 (vitest)" npx vitest run --project integration
step "supabase-js upstream integration tests on PGlite and PostgreSQL 15" npx tsx scripts/upstream-supabase-js.ts
step "build (widget + admin)" npm run --silent build
step "widget first-paint budget (15 KB gzip)" npx tsx scripts/check-widget-budget.ts
step "storybook build" npm run --silent build-storybook
step "end-to-end tests (playwright, Chromium)" npx playwright test
