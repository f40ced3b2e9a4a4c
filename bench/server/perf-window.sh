#!/usr/bin/env bash
# Records the bench:server server with Linux perf during each measured window only (every thread, the
# kernel's share included), one perf.data per window: OUTDIR/<n>-<game>.data.
#
#   bench/server/perf-window.sh OUTDIR [bench:server's environment as usual]
#   e.g. BENCH_FRESH_SERVER=1 BENCH_GAMES=relay,emigration BENCH_ROOMS=20 BENCH_SYNC=FULL BENCH_SECONDS=8 \
#        bench/server/perf-window.sh /tmp/perf
#
# The server runs with --perf-basic-prof so JavaScript frames are named (add your own Node options in
# BENCH_SERVER_NODE_ARGS). Read a window with `perf report -i OUTDIR/2-emigration.data --no-children`
# or `perf script`; docs/performance.md ("perf over the window") shows what it found. Needs perf
# (Debian: linux-perf) and permission to record another process (root, or kernel.perf_event_paranoid ≤ 1).
set -euo pipefail
out=${1:?usage: bench/server/perf-window.sh OUTDIR}
command -v perf > /dev/null || { echo "perf is not installed (apt-get install linux-perf)" >&2; exit 1; }
mkdir -p "$out"
marks="$out/windows.txt"
: > "$marks"
cd "$(dirname "$0")/../.."

# Each "start <game>" line from load.ts starts perf on the newest bench server; "end" stops it.
watch_windows() {
  local n=0 edge game recorder=""
  while read -r edge game; do
    if [ "$edge" = start ]; then
      n=$((n + 1))
      if ! pid=$(pgrep -n -f 'bench/server/server-child\.(ts|js)'); then
        echo "perf-window: ERROR no bench server process for window $n ($game); nothing recorded" >&2
        continue
      fi
      perf record -F 1999 -g -p "$pid" -o "$out/$n-$game.data" > "$out/$n-$game.log" 2>&1 &
      recorder=$!
    elif [ -n "$recorder" ]; then
      kill -INT "$recorder" 2> /dev/null || true
      wait "$recorder" || true
      recorder=""
      # perf's own words (a refused permission, say) are in the window's .log.
      if [ -s "$out/$n-$game.data" ]; then
        echo "perf-window: recorded window $n ($game) in $out/$n-$game.data" >&2
      else
        echo "perf-window: ERROR perf recorded nothing for window $n ($game): see $out/$n-$game.log" >&2
      fi
    fi
  done < <(tail -F -n +1 "$marks" 2> /dev/null)
}
watch_windows &
watcher=$!
trap 'kill "$watcher" 2> /dev/null || true; pkill -P "$watcher" 2> /dev/null || true' EXIT

BENCH_WINDOW_FILE="$marks" BENCH_SERVER_NODE_ARGS="--perf-basic-prof ${BENCH_SERVER_NODE_ARGS:-}" npm run --silent bench:server
sleep 1 # the last window's recorder writes its file
