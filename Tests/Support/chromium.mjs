// Headless Chromium at a phone's window size, driven over the DevTools protocol: what the browser scripts beside this
// one share. `CHROMIUM` names the program (default `chromium`).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Starts the browser on a profile of its own and connects to its page. Returns `send` (a DevTools command, answered
// by a promise of its reply), `onEvent` (a listener for every message that answers no command) and `finish` (ends the
// browser, runs `cleanUp`, removes the profile and exits with a code), which also runs, with 1, after `seconds`.
export async function openChromium({ seconds, cleanUp = () => {} }) {
  const profile = mkdtempSync(join(tmpdir(), "explore-chromium-"));
  const browser = spawn(
    process.env.CHROMIUM || "chromium",
    ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-port=0",
     `--user-data-dir=${profile}`, "--window-size=390,844", "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] });
  const finish = (code) => {
    browser.kill("SIGKILL");
    cleanUp();
    try { rmSync(profile, { recursive: true, force: true }); } catch {}
    process.exit(code);
  };
  setTimeout(() => { console.error(`the browser did not finish in ${seconds} s`); finish(1); }, seconds * 1000);

  const devtools = await new Promise((resolve, reject) => {
    let seen = "";
    browser.stderr.on("data", (chunk) => {
      seen += chunk;
      const found = seen.match(/DevTools listening on (ws:\/\/[^\s]+)/);
      if (found) resolve(new URL(found[1]));
    });
    browser.on("exit", () => reject(new Error("chromium ended: " + seen)));
  });
  const targets = await (await fetch(`http://${devtools.host}/json/list`)).json();
  const socket = new WebSocket(targets.find((target) => target.type === "page").webSocketDebuggerUrl);
  await new Promise((resolve) => socket.addEventListener("open", resolve));

  let nextID = 0;
  const waiting = new Map();
  const listeners = [];
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    if (message.id !== undefined && waiting.has(message.id)) {
      waiting.get(message.id)(message);
      waiting.delete(message.id);
    } else {
      listeners.forEach((listen) => listen(message));
    }
  });
  const send = (method, params = {}) => new Promise((resolve) => {
    const id = ++nextID;
    waiting.set(id, resolve);
    socket.send(JSON.stringify({ id, method, params }));
  });
  return { send, onEvent: (listen) => listeners.push(listen), finish };
}
