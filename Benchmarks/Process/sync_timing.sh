#!/usr/bin/env bash
# `explore sync` over loopback HTTP next to its floor and a peer, alternately in one run, for Docs/Performance.md.
# Prints figures; fails only when a run fails.
#
#   floor  curl -o FILE, then sha256sum FILE: the bytes fetched and hashed, nothing checked or installed
#   peer   Benchmarks/Peers/fetch_snapshot.py: what a user would write instead (urllib, hashlib, a rename)
#   sync   explore --db NEW sync --from URL: manifest, streamed download, SHA-256 as bytes arrive, the SQLite checks,
#          the rename under the writer lock
#
# Each round runs the three once, each into a new file; the table gives the median of the rounds' wall time, CPU
# time (user + system) and peak resident size (/usr/bin/time).
# Usage: Benchmarks/Process/sync_timing.sh EXPLORE SNAPSHOT [ROUNDS]    (run it with SNAPSHOT in /dev/shm)
set -euo pipefail
explore=$(realpath "$1")
snapshot=$(realpath "$2")
rounds=${3:-3}
peer=$(cd "$(dirname "$0")/../Peers" && pwd)/fetch_snapshot.py
work=$(mktemp -d "$(dirname "$snapshot")/sync-timing.XXXXXX")
server=""
cleanup() {
    if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$work/site" "$work/out"
ln "$snapshot" "$work/site/explore.db" 2>/dev/null || cp "$snapshot" "$work/site/explore.db"
"$explore" manifest "$work/site/explore.db" --out "$work/site/manifest.json" >/dev/null
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$work/site" >/dev/null 2>&1 &
server=$!
base="http://127.0.0.1:$port"
for _ in $(seq 50); do curl -sf -o /dev/null "$base/manifest.json" && break; sleep 0.1; done

measure() { # NAME COMMAND...: appends "NAME wall cpu rss_kb" to $work/results
    local name=$1
    shift
    /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >/dev/null 2>"$work/stderr" \
        || { cat "$work/stderr" "$work/time" >&2; exit 1; }
    read -r wall user system rss <"$work/time"
    echo "$name $wall $(awk "BEGIN { print $user + $system }") $rss" >>"$work/results"
}

size=$(stat -c %s "$snapshot")
echo "serving $(basename "$snapshot") ($((size / 1048576)) MiB) at $base; $rounds rounds" >&2
for round in $(seq "$rounds"); do
    measure floor sh -c "curl -sf -o '$work/out/curl-$round.db' '$base/explore.db' && sha256sum '$work/out/curl-$round.db'"
    measure peer python3 "$peer" "$base/manifest.json" "$work/out/peer-$round.db"
    measure sync "$explore" --db "$work/out/sync-$round.db" --local "$work/out/local-$round.db" sync \
        --from "$base/manifest.json"
    rm -f "$work"/out/*
done

python3 - "$work/results" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    name, wall, cpu, rss = line.split()
    rows.setdefault(name, []).append((float(wall), float(cpu), int(rss)))
median = {name: [statistics.median(v[i] for v in values) for i in range(3)] for name, values in rows.items()}
floor = median["floor"][0]
print("| run | wall s (rounds) | median wall | CPU s | peak RSS | × floor |")
print("| --- | --- | ---: | ---: | ---: | ---: |")
for name in ("floor", "peer", "sync"):
    wall, cpu, rss = median[name]
    rounds = ", ".join(f"{v[0]:.2f}" for v in rows[name])
    print(f"| {name} | {rounds} | {wall:.2f} | {cpu:.2f} | {rss / 1024:.0f} MB | {wall / floor:.2f} |")
PY
