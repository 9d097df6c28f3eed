#!/usr/bin/env python3
"""Whole-process timings of `explore`, next to a floor, for Docs/Performance.md. Prints figures; never fails a run.

Two measurements, each repeated and reported as p50 / p95 / min / max wall time and the largest peak RSS:

  first-frame   starts `explore` (interactive) on a new pseudo-terminal of COLSxROWS and times from just before
                the fork until the first complete frame has arrived: the bytes read from the terminal hold the
                key-help line (--footer, `quit` by default) followed by the erase-below sequence ESC [ J that ends
                every frame (App/Terminal/FrameWriter.swift draws a frame in one write, ending with it), and the
                frame holds --expect (`merchants` by default: the list's count, so it is the loaded list, not a
                "Loading…" frame). Then it presses `q`, reads until the program exits and takes its peak RSS from
                wait4(2). The child gets its own session with the terminal as its controlling terminal, as in a
                real terminal emulator.
  command       runs a command to its exit, standard output to a pipe that is read to the end (what a script
                consuming `--format json` does), standard error to /dev/null; times spawn to exit.

Runs of several commands are interleaved (A B A B …), so a change in the machine's load hits them alike.

Examples (Docs/Performance.md, section App, has the exact commands and the figures):

  app_timing.py first-frame --runs 30 --db /dev/shm/big.db --local /dev/shm/local.db .build-release/release/explore
  app_timing.py command --runs 30 --label search -- explore search livear --db /dev/shm/big.db --format json
  app_timing.py command --runs 30 --label floor -- sqlite3 /dev/shm/big.db -init home.sql .quit

Several `command` measurements can be given at once, separated by `---`:

  app_timing.py command --runs 30 -- explore search x --db big.db --format json --- sqlite3 big.db -init f.sql .quit
"""

import argparse
import fcntl
import os
import pty
import re
import resource
import select
import signal
import statistics
import struct
import subprocess
import sys
import termios
import time

ERASE_BELOW = b"\x1b[J"
ESCAPE_SEQUENCE = re.compile(rb"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>78]")


def visible_text(data):
    """The bytes without terminal escape sequences, as text."""
    return ESCAPE_SEQUENCE.sub(b"", data).decode("utf-8", "replace")


def first_frame_end(data, footer, expect):
    """The offset just past the first complete frame in `data`, or None while it has not all arrived."""
    start = 0
    while True:
        found = data.find(ERASE_BELOW, start)
        if found < 0:
            return None
        text = visible_text(data[:found])
        if footer in text and expect in text:
            return found + len(ERASE_BELOW)
        start = found + 1


def read_some(fd, timeout):
    """Bytes from `fd` within `timeout` seconds: b"" on timeout, None once the other side is closed."""
    ready, _, _ = select.select([fd], [], [], timeout)
    if not ready:
        return b""
    try:
        chunk = os.read(fd, 65536)
    except OSError:  # EIO: every process holding the terminal has exited.
        return None
    return chunk or None


def first_frame_once(argv, env, columns, rows, footer, expect, timeout):
    """One run: (seconds to the first frame, seconds to exit after `q`, peak RSS in KiB)."""
    started = time.perf_counter()
    pid, master = pty.fork()
    if pid == 0:  # The child: the terminal is already its controlling terminal and standard streams.
        fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        try:
            os.execve(argv[0], argv, env)
        finally:
            os._exit(127)
    data = b""
    frame_time = None
    deadline = started + timeout
    while frame_time is None:
        chunk = read_some(master, max(0.0, deadline - time.perf_counter()))
        if chunk is None or time.perf_counter() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            tail = visible_text(data[-2000:])
            raise SystemExit(f"no complete first frame from {argv[0]} within {timeout} s; it wrote:\n{tail}")
        data += chunk
        if first_frame_end(data, footer, expect) is not None:
            frame_time = time.perf_counter() - started
    quit_sent = time.perf_counter()
    os.write(master, b"q")
    while read_some(master, timeout) is not None:
        pass
    _, status, usage = os.wait4(pid, 0)
    exit_time = time.perf_counter() - quit_sent
    os.close(master)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{argv[0]} exited with status {os.waitstatus_to_exitcode(status)}")
    return frame_time, exit_time, usage.ru_maxrss


def command_once(argv):
    """One run of a command: (seconds from spawn to exit, peak RSS in KiB)."""
    started = time.perf_counter()
    process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} exited with status {process.returncode}")
    return elapsed, usage.ru_maxrss


def percentile(values, fraction):
    """The nearest-rank percentile of `values`."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(fraction * len(ordered) + 0.5)) - 1))]


def report(label, seconds, rss_kib, extra=""):
    ms = [s * 1000 for s in seconds]
    print(
        f"{label}: p50 {statistics.median(ms):.1f} ms  p95 {percentile(ms, 0.95):.1f} ms  "
        f"min {min(ms):.1f} ms  max {max(ms):.1f} ms  peak RSS {max(rss_kib) / 1024:.1f} MiB  "
        f"({len(ms)} runs){extra}"
    )


def first_frame(options):
    explore = os.path.abspath(options.explore)
    argv = [explore]
    if options.db:
        argv += ["--db", options.db]
    if options.local:
        argv += ["--local", options.local]
    argv += options.arguments
    env = dict(os.environ)
    env["TERM"] = env.get("TERM") or "xterm-256color"
    columns, rows = (int(part) for part in options.size.lower().split("x"))
    floor = options.floor_sql

    def once_floor():
        return command_once(["sqlite3", options.db, "-init", floor, ".quit"])

    for _ in range(options.warmup):
        first_frame_once(argv, env, columns, rows, options.footer, options.expect, options.timeout)
        if floor:
            once_floor()
    frames, exits, rss, floor_times, floor_rss = [], [], [], [], []
    for _ in range(options.runs):
        frame, exit_time, peak = first_frame_once(
            argv, env, columns, rows, options.footer, options.expect, options.timeout
        )
        frames.append(frame)
        exits.append(exit_time)
        rss.append(peak)
        if floor:
            seconds, peak = once_floor()
            floor_times.append(seconds)
            floor_rss.append(peak)
    print(f"explore first frame: {' '.join(argv)} on a {columns}x{rows} pseudo-terminal")
    report("  spawn to first frame", frames, rss)
    print(f"  q to exit: p50 {statistics.median(exits) * 1000:.1f} ms")
    if floor:
        print(f"floor: sqlite3 {options.db} -init {floor} .quit")
        report("  spawn to exit", floor_times, floor_rss)
        print(f"  ratio of p50s: {statistics.median(frames) / statistics.median(floor_times):.2f}")


def command(options):
    commands, current = [], []
    for word in options.argv:
        if word == "---":
            commands.append(current)
            current = []
        else:
            current.append(word)
    commands.append(current)
    commands = [c for c in commands if c]
    if not commands:
        raise SystemExit("no command given after --")
    for _ in range(options.warmup):
        for argv in commands:
            command_once(argv)
    results = [([], []) for _ in commands]
    for _ in range(options.runs):
        for argv, (times, rss) in zip(commands, results):
            seconds, peak = command_once(argv)
            times.append(seconds)
            rss.append(peak)
    for argv, (times, rss) in zip(commands, results):
        print(" ".join(argv))
        report("  spawn to exit", times, rss)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="measurement", required=True)

    frame = commands.add_parser("first-frame", help="time to the first interactive frame")
    frame.add_argument("explore", help="the explore executable (a release build)")
    frame.add_argument("--db", help="the directory snapshot")
    frame.add_argument("--local", help="the local store")
    frame.add_argument("--size", default="100x30", help="the terminal's COLSxROWS (default 100x30)")
    frame.add_argument("--footer", default="quit", help="text of the key-help line that ends a frame")
    frame.add_argument("--expect", default="merchants", help="text the first frame must hold")
    frame.add_argument("--floor-sql", help="SQL file sqlite3 runs on --db as the floor, interleaved")
    frame.add_argument("--runs", type=int, default=20)
    frame.add_argument("--warmup", type=int, default=3)
    frame.add_argument("--timeout", type=float, default=30)
    frame.add_argument("arguments", nargs="*", help="more arguments for explore (after --)")
    frame.set_defaults(run=first_frame)

    plain = commands.add_parser("command", help="time commands from spawn to exit")
    plain.add_argument("--runs", type=int, default=20)
    plain.add_argument("--warmup", type=int, default=3)
    plain.add_argument("argv", nargs=argparse.REMAINDER, help="-- COMMAND ARGS... [--- COMMAND ARGS...]")
    plain.set_defaults(run=command)

    options = parser.parse_args()
    if getattr(options, "argv", None) and options.argv[0] == "--":
        options.argv = options.argv[1:]
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    options.run(options)


if __name__ == "__main__":
    main()
