#!/usr/bin/env bash
# The by-hand check of `npm run bench -- --only=static`'s throughput ratios (bench/README.md):
# our server and a bare Node server replaying its bytes, each started here in a process of its
# own, loaded in turn by wrk typed as a person types it. It prints every run and, per answer, the
# medians and ours ÷ bare, to set beside the bench's table.
#
#   bench/hand-check.sh [pglite|postgres] [rounds]     (default: pglite 5)
#
# Needs wrk (apt-get install wrk) and, for postgres, PostgreSQL 15 (/usr/lib/postgresql/15/bin).
# Measure on a quiet machine; on a shared one, under `flock /tmp/measure.lock`.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" # the Node that `npm run` uses
ENGINE=${1:-pglite}
ROUNDS=${2:-5}
PORT=${PORT:-54393}
DATA=$(mktemp -d)
LOG=$DATA/server.log
PIDS=()
cleanup() {
  # Last started first: the bare replay, our server, then the PostgreSQL it uses.
  for ((i = ${#PIDS[@]} - 1; i >= 0; i--)); do kill "${PIDS[i]}" 2>/dev/null && wait "${PIDS[i]}" || true; done
  rm -rf "$DATA"
}
trap cleanup EXIT
# Waits until file $1 holds text matching $2, while the process just started lives.
wait_for() {
  until grep -q "$2" "$1" 2>/dev/null; do
    kill -0 "${PIDS[-1]}" 2>/dev/null || { cat "$1" >&2; echo "exited early" >&2; exit 1; }
    sleep 0.2
  done
}

DATABASE=()
if [ "$ENGINE" = postgres ]; then
  node --import tsx bench/lib/postgres-main.ts >"$DATA/pg.url" &
  PIDS+=($!)
  wait_for "$DATA/pg.url" postgres
  DATABASE=(DATABASE_URL="$(head -1 "$DATA/pg.url")")
fi

# Our server, with the bench's settings (bench/lib/backend.ts benchServerEnv).
env PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$DATA/data" SITE_URL="http://127.0.0.1:$PORT" \
  SEED_DEMO=true AUTH_AUTOCONFIRM=true \
  AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS=100000 AUTH_RATE_LIMIT_TOKEN_REFRESH=100000 \
  AUTH_RATE_LIMIT_VERIFY=100000 AUTH_RATE_LIMIT_EMAIL_SENT=100000 EVENT_RATE_LIMIT=100000 \
  ORDER_RATE_LIMIT_PER_ADDRESS=100000 ORDER_RATE_LIMIT_PER_TABLE=100000 \
  REST_MAX_READS_IN_FLIGHT_PER_ADDRESS=10000 "${DATABASE[@]}" \
  node --import tsx server/main.ts >"$LOG" 2>&1 &
PIDS+=($!)
OURS_PID=$!
wait_for "$LOG" 'email confirm:'
KEY=$(awk '/anon key:/ {print $3}' "$LOG")
OURS=http://127.0.0.1:$PORT

# Bare Node in its own process: records what ours answers (200 brotli, 304), then replays it.
node --import tsx bench/lib/bare-node-main.ts --record "$OURS" "$KEY" >"$DATA/bare.json" &
PIDS+=($!)
wait_for "$DATA/bare.json" etags

# Each side on core 1, every thread of it; wrk on core 0 (as the bench pins them: bench/lib/pin.ts).
# BENCH_PIN=0 leaves them where the scheduler puts them.
WRK=(wrk)
if [ "${BENCH_PIN:-1}" != 0 ] && [ "$(nproc)" -ge 2 ]; then
  taskset -a -p -c 1 "$OURS_PID" >/dev/null
  taskset -a -p -c 1 "${PIDS[-1]}" >/dev/null
  WRK=(taskset -c 0 wrk)
else
  echo "not pinned: each rate moves with where the scheduler puts wrk and the server"
fi
BARE=$(node -p 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).url' "$DATA/bare.json")
etag() { node -p 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).etags[process.argv[2]]' "$DATA/bare.json" "$1"; }
MENU_ETAG=$(etag /rest/v1/rpc/public_menu)
MENU=(-H "accept: application/json" -H "apikey: $KEY" -H "authorization: Bearer $KEY" -H "accept-encoding: br")
PAGE=(-H "accept-encoding: br" -H "accept-language: en")

# One wrk run; its rate, or FAILED when any answer was an error or a socket failed.
run() {
  local out
  out=$("${WRK[@]}" -t1 -c50 -d3s "$@")
  if grep -q 'Non-2xx\|Socket errors' <<<"$out"; then echo FAILED; else awk '/Requests\/sec/ {print $2}' <<<"$out"; fi
}
median() { tr ' ' '\n' | grep . | sort -n | awk '/FAILED/ {f=1} {a[NR]=$1} END {print f ? "NaN" : a[int((NR+1)/2)]}'; }

# Answer by answer, as the bench runs them: each round ours, then bare, so both sides meet the same
# spells of the machine's load. (Running all three answers on one side, then on the other, put
# the page's ratio near 1.2 where answer by answer gave 0.9 in the same minutes, 29 November.)
declare -A RATES
for answer in page200 menu304 menu200; do
  for round in $(seq "$ROUNDS"); do
    line="$answer round $round:"
    for side in ours bare; do
      base=$OURS
      [ "$side" = bare ] && base=$BARE
      case $answer in
        page200) rate=$(run "${PAGE[@]}" "$base/democafe/menu") ;;
        menu304) rate=$(run "${MENU[@]}" -H "if-none-match: $MENU_ETAG" "$base/rest/v1/rpc/public_menu?slug=democafe") ;;
        menu200) rate=$(run "${MENU[@]}" "$base/rest/v1/rpc/public_menu?slug=democafe") ;;
      esac
      RATES[$side $answer]+="$rate "
      line+=" $side $rate/s"
    done
    echo "$line"
  done
done
echo "load average $(cut -d' ' -f1-3 /proc/loadavg)"
for answer in page200 menu304 menu200; do
  ours=$(median <<<"${RATES[ours $answer]}")
  bare=$(median <<<"${RATES[bare $answer]}")
  awk -v a="$answer" -v o="$ours" -v b="$bare" -v e="$ENGINE" \
    'BEGIN {printf "%s %s: ours %d/s, bare Node %d/s, ours ÷ bare %.2f\n", e, a, o, b, o / b}'
done
