// Search as you type on the served pages: after a pause in typing (250 ms, as in the terminal), the page's own
// address is asked again with the new text and its results replace these. The pages work without this script: the
// form's Search button asks the same address. Only markup the server made is inserted, parsed as a document first.
"use strict";
(function () {
  const field = document.querySelector("input[data-live]");
  if (!field || !document.getElementById("results") || !window.fetch || !window.DOMParser) return;
  const form = field.form;
  let timer = null;
  let asked = 0;
  field.addEventListener("input", function () {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(search, 250);
  });
  function search() {
    timer = null;
    const query = new URLSearchParams(new FormData(form)).toString();
    const address = form.getAttribute("action") + (query ? "?" + query : "");
    const ticket = ++asked;
    fetch(address, { headers: { "Accept": "text/html" }, credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (text) {
        if (text === null || ticket !== asked) return;
        const page = new DOMParser().parseFromString(text, "text/html");
        const fresh = page.getElementById("results");
        const shown = document.getElementById("results");
        if (!fresh || !shown) return;
        shown.replaceWith(document.importNode(fresh, true));
        history.replaceState(null, "", address);
      })
      .catch(function () {});
  }
})();

// "Use my position" on the location picker: shown only where the browser can tell where the visitor is; the position
// goes into the list's address (`near=LAT,LON`, to about 10 m), which the server reads like any other location.
(function () {
  const button = document.querySelector("button[data-near-me]");
  if (!button || !("geolocation" in navigator)) return;
  button.hidden = false;
  button.addEventListener("click", function () {
    button.disabled = true;
    navigator.geolocation.getCurrentPosition(function (position) {
      const base = button.getAttribute("data-near-me");
      const near = position.coords.latitude.toFixed(4) + "," + position.coords.longitude.toFixed(4);
      window.location.assign(base + (base.indexOf("?") < 0 ? "?" : "&") + "near=" + encodeURIComponent(near));
    }, function () {
      button.disabled = false;
    }, { timeout: 10000, maximumAge: 60000 });
  });
})();
