// Serves a built catalog site over loopback HTTP and opens its search page in headless Chromium, driven over the
// DevTools protocol; prints as JSON what the page showed and the bytes the browser received before the first results
// appeared (DevTools Network events: every response finished by then, headers included). Run with Node.js 20 or later:
//   node --experimental-websocket browser_catalog_search.mjs SITE QUERY [--near LAT,LON --within KM] [--type WORDS]
//       [--slow]
//   node --experimental-websocket browser_catalog_search.mjs SITE QUERY --pagefind [--slow]
// --slow emulates a slow link (1.6 Mbit/s down, 150 ms latency); --pagefind searches the same site with Pagefind's
// JavaScript API instead (after `python3 -m pagefind --site SITE`), loading the first five results as its UI does.
import { createServer } from "node:http";
import { readFile } from "node:fs";
import { extname, join, normalize } from "node:path";
import { openChromium } from "./chromium.mjs";

const [site, query, ...options] = process.argv.slice(2);
const option = (name) => { const at = options.indexOf(name); return at < 0 ? null : options[at + 1]; };
const slow = options.includes("--slow");
const pagefind = options.includes("--pagefind");
const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json" };

// The site as a static server gives it: a file below the folder, or 404. No compression: the bytes are the files'.
// It also counts what it sent of the index's files, which includes what a page's workers fetch (DevTools sees the
// page's own requests only).
let served = 0;
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
  readFile(join(site, path.endsWith("/") ? path + "index.html" : path), (error, data) => {
    if (error) { response.writeHead(404); response.end(); return; }
    response.writeHead(200, { "content-type": types[extname(path)] || "application/octet-stream" });
    if (/^[/\\](search|pagefind)[/\\]/.test(path)) served += data.length;
    response.end(data);
  });
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${server.address().port}/`;

const { send, onEvent, finish } = await openChromium({ seconds: 120, cleanUp: () => server.close() });
const received = new Map();  // Request id → bytes received, headers included, once finished.
const urls = new Map();
onEvent((message) => {
  if (message.method === "Network.requestWillBeSent") {
    urls.set(message.params.requestId, message.params.request.url);
  } else if (message.method === "Network.loadingFinished") {
    received.set(message.params.requestId, message.params.encodedDataLength);
  }
});
const read = async (expression) =>
  (await send("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true })).result.result.value;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const bytes = () => [...received.values()].reduce((sum, each) => sum + each, 0);
// The index's own files: under /search/ for the catalog's script, /pagefind/ for Pagefind (the page and its script
// are not counted here).
const indexBytes = () => [...received].filter(([id]) => /\/(search|pagefind)\//.test(urls.get(id)))
  .reduce((sum, [, each]) => sum + each, 0);
const files = () => [...received.keys()].map((id) => urls.get(id).replace(origin, "/")).sort();

await send("Page.enable");
await send("Network.enable");
await send("Network.setCacheDisabled", { cacheDisabled: true });
if (slow) {
  await send("Network.emulateNetworkConditions",
    { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
}

let answer;
if (pagefind) {
  // A blank page of the site's origin, then Pagefind as its UI uses it: the index, the search, five results' data.
  await send("Page.navigate", { url: origin + "index.html" });
  await sleep(500);
  received.clear();
  served = 0;
  const started = Date.now();
  const names = await read(`(async () => {
    const pagefind = await import('/pagefind/pagefind.js');
    await pagefind.options({ excerptLength: 0 });
    const search = await pagefind.search(${JSON.stringify(query)});
    const first = await Promise.all(search.results.slice(0, 5).map((result) => result.data()));
    return { count: search.results.length, names: first.map((data) => data.meta.title) };
  })()`);
  answer = { milliseconds: Date.now() - started, bytes: bytes(), indexBytes: indexBytes(), served, files: files(), count: names.count, results: names.names };
} else {
  const near = option("--near");
  const address = origin + "search.html?" + new URLSearchParams(
    near ? { q: query, near, within: option("--within") || "5" } : { q: query });
  const started = Date.now();
  await send("Page.navigate", { url: address });
  // The first results: a result in a list shown, or a status line that says the search is over.
  const shown = "document.querySelectorAll('section:not([hidden]) li').length";
  let status = "";
  for (let waited = 0; waited < 60000; waited += 20) {
    await sleep(20);
    status = (await read("(document.getElementById('search-status') || {}).textContent || ''")) || "";
    if ((await read(shown)) > 0 || /found\.|Nothing|could not|type more/.test(status)) break;
  }
  const milliseconds = Date.now() - started;
  const before = { bytes: bytes(), indexBytes: indexBytes(), served, files: files() };
  // The rest of the search (counting, for a word in several parts) goes on; the status says when it is over.
  for (let waited = 0; waited < 60000 && !/found\.|Nothing|could not|type more/.test(status); waited += 50) {
    await sleep(50);
    status = (await read("(document.getElementById('search-status') || {}).textContent || ''")) || "";
  }
  // --type: then the words typed into the search field, as a person would; the answer's address is the page's after.
  const typed = option("--type");
  if (typed !== null) {
    // The status line is emptied first, so that only the new search's last words end the wait.
    await read(`(() => { const input = document.querySelector('input[type=search]');
      document.getElementById('search-status').textContent = '';
      input.value = ${JSON.stringify(typed)}; input.dispatchEvent(new Event('input')); })()`);
    status = "";
    for (let waited = 0; waited < 60000 && !/found\.|Nothing|could not|type more/.test(status); waited += 50) {
      await sleep(50);
      status = (await read("(document.getElementById('search-status') || {}).textContent || ''")) || "";
    }
  }
  answer = {
    milliseconds, ...before, status, address: await read("location.search"),
    results: await read(`[...document.querySelectorAll('section:not([hidden]) li > a')].map((a) => a.textContent)`),
    nearby: await read(`[...document.querySelectorAll('#nearby-results li')].map((li) =>
      ({ path: li.querySelector('a').getAttribute('href'), detail: li.querySelector('.detail').textContent }))`),
  };
}
console.log(JSON.stringify(answer));
finish(0);
