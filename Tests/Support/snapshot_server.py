#!/usr/bin/env python3
"""A loopback HTTP server for the sync and live-info tests, able to misbehave on purpose.

Usage: snapshot_server.py ROOT [PREFIX]

Serves the files under ROOT on 127.0.0.1, on a free port that it prints as "PORT <n>" on the first line of its
standard output. With PREFIX, only folders of ROOT whose names start with PREFIX are served (the tests serve their
own folders of the temporary directory, nothing else). The first path segment chooses a behaviour; the rest is the
file's path under ROOT:

    /ok/...        the file as it is; a request with a Range header of one range (`bytes=-N`, `bytes=A-`,
                   `bytes=A-B`) gets HTTP 206 and those bytes
    /counted/...   as /ok/, and each request for a file that is not .json appends a line to a file beside it, named
                   like it with ".requests" added: "GET" and the Range header, if any ("GET bytes=-65557")
    /norange/...   as /ok/, but Range headers are ignored: every answer is the whole file
    /404/...       HTTP 404 for everything
    /500/...       HTTP 500 for everything
    /notjson/...   .json files are answered with an HTML page; other files as they are
    /missing/...   .json files as they are; other files are 404 (a manifest whose snapshot is gone)
    /truncate/...  .json files as they are; other files announce their full length, send half, and hang up
    /stall/...     .json files as they are; other files send half, then go silent for two minutes
    /oversize/...  .json files as they are; other files come with 64 KiB of extra bytes
    /slow/...      everything as it is, after a two-second pause
    /closing/...   as /ok/, but answered as HTTP/1.1 without "Connection: close", and the connection closed at once
                   after the answer: a kept-alive connection that the client may reuse after the server closed it
    /closinglate/  the same, after a pause of a fifth of a second
    /trickle/...   .json files as they are; other files announce their full length, then send one byte every
                   quarter of a second (for 30 seconds at most)
    /trickleall/.. the same for every file, .json files included
    /endless/...   .json files as they are; other files come without a length, their bytes followed by zeros without
                   end (30 seconds or 4 GiB at most); once the client hangs up, the number of bytes the server could
                   write is put in a file beside the served one, named like it with ".sent" added
    /redirectloop/ every request is redirected to a new address, without end
    /redirectto/TARGET/...  every request is redirected (302) to TARGET, the percent-decoded segment after the mode,
                   whatever it is (a port out of range, another /redirectto/ address); the rest of the path is ignored
    /overlength/.. .json files as they are; other files announce half their length and send all of it
    /negrange/...  a Range request gets HTTP 206 and a first byte, its Content-Range giving the file a size of -5
    /starrange/... the same, its Content-Range giving no size ("bytes 0-0/*")

It runs until its standard input closes (the test process ended) or it is killed. Each request is handled on its
own thread, so a stalled answer blocks nothing else.
"""

import http.server
import os
import sys
import threading
import time
import urllib.parse


class MisbehavingHandler(http.server.BaseHTTPRequestHandler):
    root = "."
    prefix = ""

    def do_GET(self):
        _, _, rest = self.path.partition("/")
        mode, _, relative = rest.partition("/")
        relative = relative.split("?", 1)[0]
        is_manifest = relative.endswith(".json")
        if mode in ("404", "500"):
            return self.answer(int(mode), b"no\n", "text/plain")
        if mode == "redirectloop":
            # Each answer sends the client to a new address (the query grows), so only a redirect limit ends it.
            self.send_response(302)
            self.send_header("Location", self.path + ("&" if "?" in self.path else "?") + "again")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if mode == "redirectto":
            target = urllib.parse.unquote(rest.partition("/")[2].partition("/")[0])
            self.send_response(302)
            self.send_header("Location", target)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if mode == "missing" and not is_manifest:
            return self.answer(404, b"gone\n", "text/plain")
        path = os.path.realpath(os.path.join(self.root, relative))
        inside = os.path.realpath(self.root) + os.sep
        if (
            not path.startswith(inside)
            or not path[len(inside):].startswith(self.prefix)
            or not os.path.isfile(path)
        ):
            return self.answer(404, b"not found\n", "text/plain")
        with open(path, "rb") as file:
            body = file.read()
        kind = "application/json" if is_manifest or "/merchants/" in self.path else "application/octet-stream"
        requested = self.headers.get("Range")
        if mode == "counted" and not is_manifest:
            with open(path + ".requests", "a") as log:
                log.write(("GET " + requested if requested else "GET") + "\n")
        if mode in ("ok", "counted") and requested:
            return self.answer_range(body, kind, requested)
        if mode in ("negrange", "starrange") and requested:
            self.send_response(206)
            self.send_header("Content-Range", "bytes 0-0/" + ("-5" if mode == "negrange" else "*"))
            self.send_header("Content-Length", "1")
            self.end_headers()
            self.write_quietly(body[:1])
            return
        if mode == "notjson" and is_manifest:
            return self.answer(200, b"<html><body>Welcome to nginx!</body></html>", "text/html")
        if mode == "slow":
            time.sleep(2.0)
        if mode in ("closing", "closinglate"):
            if mode == "closinglate":
                time.sleep(0.2)
            self.protocol_version = "HTTP/1.1"
            self.answer(200, body, kind)
            self.close_connection = True
            return
        if mode == "truncate" and not is_manifest:
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            return
        if mode == "stall" and not is_manifest:
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            time.sleep(120)
            return
        if mode == "trickleall" or (mode == "trickle" and not is_manifest):
            return self.trickle(body, kind)
        if mode == "endless" and not is_manifest:
            return self.endless(body, kind, path + ".sent")
        if mode == "overlength" and not is_manifest:
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body) // 2))
            self.end_headers()
            self.write_quietly(body)
            self.close_connection = True
            return
        if mode == "oversize" and not is_manifest:
            body += b"\0" * 65536
        self.answer(200, body, kind)

    def trickle(self, body, kind):
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        deadline = time.monotonic() + 30
        for index in range(len(body)):
            if time.monotonic() > deadline or not self.write_quietly(body[index : index + 1]):
                break
            time.sleep(0.25)
        self.close_connection = True

    def endless(self, body, kind, report):
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.end_headers()
        zeros = b"\0" * 65536
        # The body and the first bytes past it in one write: however late this thread runs again (a loaded machine),
        # the client always has more than the file's size to refuse.
        sent = len(body) + len(zeros) if self.write_quietly(body + zeros) else 0
        deadline = time.monotonic() + 30
        while sent < 4 << 30 and time.monotonic() < deadline and self.write_quietly(zeros):
            sent += len(zeros)
        self.close_connection = True
        with open(report + ".partial", "w") as file:
            file.write(str(sent))
        os.replace(report + ".partial", report)

    def answer_range(self, body, kind, requested):
        """HTTP 206 with the one range asked for, or 416 when it cannot be served."""
        unit, _, spec = requested.partition("=")
        first, _, last = spec.partition("-")
        try:
            if unit.strip() != "bytes" or "," in spec:
                raise ValueError
            if first == "":
                start, end = max(0, len(body) - int(last)), len(body) - 1
            else:
                start, end = int(first), min(len(body) - 1, int(last) if last else len(body) - 1)
            if start > end or start >= len(body):
                raise ValueError
        except ValueError:
            self.send_response(416)
            self.send_header("Content-Range", f"bytes */{len(body)}")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        self.send_response(206)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Range", f"bytes {start}-{end}/{len(body)}")
        self.send_header("Content-Length", str(end - start + 1))
        self.end_headers()
        self.write_quietly(body[start : end + 1])

    def write_quietly(self, data):
        """Writes and flushes; False once the client has hung up."""
        try:
            self.wfile.write(data)
            self.wfile.flush()
            return True
        except (BrokenPipeError, ConnectionResetError):
            return False

    def answer(self, status, body, kind):
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # The client gave up (a timeout under test); nothing to do.

    def log_message(self, format, *args):
        pass  # Keep the test output clean.


def exit_when_input_closes():
    sys.stdin.buffer.read()
    os._exit(0)


def main():
    MisbehavingHandler.root = sys.argv[1] if len(sys.argv) > 1 else "."
    MisbehavingHandler.prefix = sys.argv[2] if len(sys.argv) > 2 else ""
    threading.Thread(target=exit_when_input_closes, daemon=True).start()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), MisbehavingHandler)
    server.daemon_threads = True
    print(f"PORT {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
