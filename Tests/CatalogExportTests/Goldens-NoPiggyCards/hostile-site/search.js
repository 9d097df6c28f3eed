// Filters search-index.json by merchant name. Results are built with textContent: nothing from the index
// is ever parsed as HTML, and links go only to paths shaped like the catalog's own merchant pages.
(function () {
  'use strict';
  var form = document.getElementById('search-form');
  var input = document.getElementById('search-text');
  var status = document.getElementById('search-status');
  var results = document.getElementById('search-results');
  var pagePath = /^merchants\/[a-z0-9-]+\.html$/;
  var limit = 50;
  var index = null;

  function fold(text) {
    return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  }

  function show() {
    var words = fold(input.value).split(/\s+/).filter(Boolean);
    results.replaceChildren();
    if (index === null) { return; }
    if (words.length === 0) { results.hidden = true; status.textContent = ''; return; }
    var found = 0;
    for (var i = 0; i < index.length; i += 1) {
      var entry = index[i];
      var name = fold(entry.name);
      if (!words.every(function (word) { return name.indexOf(word) !== -1; })) { continue; }
      found += 1;
      if (found > limit || !pagePath.test(entry.path)) { continue; }
      var item = document.createElement('li');
      var link = document.createElement('a');
      link.setAttribute('href', entry.path);
      link.setAttribute('dir', 'auto');
      link.textContent = entry.name;
      var detail = document.createElement('span');
      detail.className = 'detail';
      detail.textContent = entry.detail;
      item.append(link, detail);
      results.append(item);
    }
    results.hidden = found === 0;
    status.textContent = found === 0 ? 'No merchant matches.'
      : found > limit ? found + ' merchants match; the first ' + limit + ' are shown.'
      : found === 1 ? '1 merchant matches.' : found + ' merchants match.';
  }

  var query = new URLSearchParams(window.location.search).get('q');
  if (query !== null) { input.value = query; }
  form.hidden = false;
  form.addEventListener('submit', function (event) { event.preventDefault(); show(); });
  input.addEventListener('input', show);
  status.textContent = 'Loading the merchant index…';
  fetch('search-index.json')
    .then(function (response) {
      if (!response.ok) { throw new Error('HTTP ' + response.status); }
      return response.json();
    })
    .then(function (entries) { index = entries; status.textContent = ''; show(); })
    .catch(function () {
      status.textContent = 'The merchant index could not be loaded. Search works when the site is served '
        + 'over HTTP; browse the territories from the home page instead.';
    });
}());
