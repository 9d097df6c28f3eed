// A visitor in headless Chromium who lets the page know where they are: the browser is told the position (DevTools'
// geolocation override, the permission granted), opens the served location picker, presses "Use my position", and
// prints as JSON whether the button was shown and the address and lead sentence of the list it led to. Run with
// Node.js 20 or later:
//   node --experimental-websocket browser_near_me.mjs http://127.0.0.1:PORT/location LATITUDE LONGITUDE
import { openChromium } from "./chromium.mjs";

const [address, latitude, longitude] = process.argv.slice(2);
const { send, finish } = await openChromium({ seconds: 60 });
const read = async (expression) =>
  (await send("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true })).result.result.value;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

await send("Page.enable");
await send("Browser.grantPermissions", { origin: new URL(address).origin, permissions: ["geolocation"] });
await send("Emulation.setGeolocationOverride", { latitude: Number(latitude), longitude: Number(longitude), accuracy: 20 });
await send("Page.navigate", { url: address });
for (let waited = 0; waited < 10000 && (await read("document.readyState")) !== "complete"; waited += 50) await sleep(50);
const shown = await read("(() => { const b = document.querySelector('button[data-near-me]'); return !!b && !b.hidden; })()");
await read("document.querySelector('button[data-near-me]').click(); true");
let url = address;
for (let waited = 0; waited < 10000; waited += 50) {
  await sleep(50);
  url = await read("location.href");
  if (url !== address && (await read("document.readyState")) === "complete") break;
}
const lead = await read("(document.querySelector('.lead') || document.querySelector('h1') || {}).textContent || ''");
console.log(JSON.stringify({ shown, url, lead }));
finish(0);
