// A visitor in headless Chromium, driven over the DevTools protocol: opens the served home page, types a search a
// key at a time, waits for the results the page's script brings, follows the first one, goes back, and prints what it
// read at each step as JSON. Run with Node.js 20 or later:
//   node --experimental-websocket browser_search.mjs http://127.0.0.1:PORT/ TEXT
import { openChromium } from "./chromium.mjs";

const [address, text] = process.argv.slice(2);
const { send, onEvent, finish } = await openChromium({ seconds: 60 });
const loads = [];
onEvent((message) => {
  if (message.method === "Page.loadEventFired") loads.splice(0).forEach((resolve) => resolve());
});
const loaded = () => new Promise((resolve) => loads.push(resolve));
const read = async (expression) =>
  (await send("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true })).result.result.value;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// Waits until the page shown is another one than `url`, loaded (a page from the back-forward cache fires no load).
const leaving = async (url) => {
  for (let waited = 0; waited < 10000; waited += 50) {
    await sleep(50);
    if ((await read("location.href")) !== url && (await read("document.readyState")) === "complete") return;
  }
  throw new Error("the page did not change from " + url);
};
const results = () => read("[...document.querySelectorAll('#results li > a')].map((a) => a.textContent)");

await send("Page.enable");
let load = loaded();
await send("Page.navigate", { url: address });
await load;
const home = { url: await read("location.href"), results: await results() };

// The page is marked: a reload would lose the mark, so finding it after typing shows the script answered in place.
await read("window.exploreMark = 1; document.getElementById('search').focus(); true");
for (const character of text) {
  await send("Input.dispatchKeyEvent", { type: "keyDown", text: character });
  await send("Input.dispatchKeyEvent", { type: "keyUp" });
  await sleep(60);
}
let typed = null;
for (let waited = 0; waited < 5000; waited += 100) {
  await sleep(100);
  const url = await read("location.href");
  if (url.endsWith("q=" + encodeURIComponent(text))) {
    typed = { url, results: await results(), stayed: await read("window.exploreMark === 1") };
    break;
  }
}

await read("document.querySelector('#results li > a').click(); true");
await leaving(typed.url);
const followed = { url: await read("location.href"), heading: await read("document.querySelector('h1').textContent") };

await read("history.back(); true");
await leaving(followed.url);
const back = {
  url: await read("location.href"), field: await read("document.getElementById('search').value"),
  results: await results(),
};
console.log(JSON.stringify({ home, typed, followed, back }));
finish(0);
