// The catalog's search page. It loads search-index.json once, then finds as you type the places (cities and
// territories), merchants and ATMs whose names match by the app's rule: each word typed must begin a word of the
// name. "Near me" sorts by distance from the browser's position, worked out here from the index's coordinates: no
// request leaves the page. Results are built with textContent (nothing from the index is parsed as HTML) and link
// only to paths shaped like the catalog's own pages. Under Node, the matching functions are exported for tests.
(function () {
  'use strict';

  // Characters as Swift groups them (grapheme clusters): a scalar starts a new character unless it is a mark or
  // joiner extending the one before (never after a control, nor at the very start).
  var LETTER = /^[\p{Alphabetic}\p{N}]$/u;
  var EXTENDER = /^[\p{Grapheme_Extend}\p{Mc}\p{Emoji_Modifier}\u200D]$/u;
  var CONTROL = /^[\p{Cc}\p{Zl}\p{Zp}]$/u;
  var ASCII = /^[\x00-\x7f]*$/;
  var LIMITS = { places: 10, merchants: 50, atms: 20 };
  var EARTH_RADIUS = 6371008.8;

  // Text as Swift's SearchWords.folded(_:) makes it, step for step: canonically decomposed, nonspacing marks
  // (accents) removed, lower-cased, upper-cased and lower-cased again by Unicode's full case mappings (ß and ẞ are ss,
  // İ and ı are i), a final ς made σ, marks removed again, composed. Case and accents do not count: cafe finds Café.
  var MARK = /\p{Mn}/gu;
  function fold(text) {
    if (ASCII.test(text)) { return text.toLowerCase(); }
    var bare = text.normalize('NFD').replace(MARK, '');
    var cased = bare.toLowerCase().toUpperCase().toLowerCase().replace(/\u03C2/g, '\u03C3');
    return cased.normalize('NFD').replace(MARK, '').normalize('NFC');
  }

  // The words of text: runs of letters and digits, as Swift's Character.isLetter and isNumber see them (a
  // character whose first scalar is Alphabetic or a number), folded. Names of plain ASCII take a short cut.
  function words(text) {
    if (ASCII.test(text)) { return text.toLowerCase().match(/[a-z0-9]+/g) || []; }
    var result = [];
    var word = '';
    var inLetter = false;
    var previous = null;
    for (var scalar of fold(text)) {
      if (previous === null || CONTROL.test(previous) || !EXTENDER.test(scalar)) {
        inLetter = LETTER.test(scalar);
        if (!inLetter && word !== '') { result.push(word); word = ''; }
      }
      if (inLetter) { word += scalar; }
      previous = scalar;
    }
    if (word !== '') { result.push(word); }
    return result;
  }

  // Whether word begins with part at a character boundary: "क" does not begin "कि" (a letter and its vowel sign).
  function begins(word, part) {
    return word.startsWith(part) && !EXTENDER.test(String.fromCodePoint(word.codePointAt(part.length) || 32));
  }

  function matchesWords(nameWords, parts) {
    return parts.every(function (part) { return nameWords.some(function (word) { return begins(word, part); }); });
  }

  // Whether every word of query begins a word of name; a query without words matches every name.
  function matches(name, query) {
    return matchesWords(words(name), words(query));
  }

  // The great-circle distance in metres (haversine, on a sphere of the Earth's mean radius) to the nearest of an
  // entry's points (thousandths of a degree, latitude and longitude pairs), or null when it has none.
  function nearest(at, origin) {
    if (!Array.isArray(at)) { return null; }
    var best = null;
    var radians = Math.PI / 180;
    for (var i = 0; i + 1 < at.length; i += 2) {
      var latitude = at[i] / 1000;
      var h = Math.pow(Math.sin((latitude - origin.latitude) * radians / 2), 2) + Math.cos(origin.latitude * radians)
        * Math.cos(latitude * radians) * Math.pow(Math.sin((at[i + 1] / 1000 - origin.longitude) * radians / 2), 2);
      var metres = 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
      if (best === null || metres < best) { best = metres; }
    }
    return best;
  }

  function formatDistance(metres) {
    if (metres < 1000) { return Math.max(10, Math.round(metres / 10) * 10) + ' m'; }
    if (metres < 10000) { return (metres / 1000).toFixed(1) + ' km'; }
    return String(Math.round(metres / 1000)).replace(/\B(?=(\d{3})+(?!\d))/g, ',') + ' km';
  }

  // The index with each name cut into words once, not at every key press. A city is also found by its territory.
  function prepare(index) {
    function entries(list, text) {
      return (Array.isArray(list) ? list : []).map(function (it) { return { entry: it, words: words(text(it)) }; });
    }
    function name(entry) { return String(entry.name); }
    function place(entry) { return entry.within ? name(entry) + ' ' + entry.within : name(entry); }
    return {
      places: entries(index.places, place), merchants: entries(index.merchants, name), atms: entries(index.atms, name)
    };
  }

  // What a search finds: for places, merchants and ATMs, how many match and the first few, nearest first when
  // origin ({latitude, longitude}) is given. With an origin and no words, every placed merchant and ATM matches.
  function find(prepared, query, origin) {
    var parts = words(query);
    var result = {};
    Object.keys(LIMITS).forEach(function (kind) {
      var found = [];
      if (parts.length > 0 || (origin && kind !== 'places')) {
        prepared[kind].forEach(function (item) {
          if (!matchesWords(item.words, parts)) { return; }
          var metres = origin ? nearest(item.entry.at, origin) : null;
          if (origin && parts.length === 0 && metres === null) { return; }
          found.push({ entry: item.entry, distance: metres });
        });
      }
      if (origin) {
        found.sort(function (a, b) {
          if (a.distance === null || b.distance === null) { return (a.distance === null) - (b.distance === null); }
          return a.distance - b.distance;
        });
      }
      result[kind] = { count: found.length, items: found.slice(0, LIMITS[kind]) };
    });
    return result;
  }

  if (typeof module === 'object' && module !== null && module.exports) {
    module.exports = { fold: fold, words: words, matches: matches, prepare: prepare, find: find, formatDistance: formatDistance };
    return;
  }

  var PATHS = {
    places: /^(territories|atms)\/[a-z0-9-]+\.html$/,
    merchants: /^merchants\/[a-z0-9-]+\.html$/,
    atms: /^(atms\/[a-z0-9-]+\.html|other-atms\.html)#atm-[0-9]+$/
  };
  var NOUNS = { places: ['place', 'places'], merchants: ['merchant', 'merchants'], atms: ['ATM', 'ATMs'] };
  var form = document.getElementById('search-form');
  var input = document.getElementById('search-text');
  var nearMe = document.getElementById('near-me');
  var status = document.getElementById('search-status');
  var originLine = document.getElementById('search-origin');
  var originText = document.getElementById('search-origin-text');
  var prepared = null;
  var origin = null;

  function count(number, kind) {
    return number.toLocaleString('en-US') + ' ' + NOUNS[kind][number === 1 ? 0 : 1];
  }

  function placeDetail(place) {
    var parts = [place.within ? 'City in ' + place.within : 'Territory'];
    if (place.merchants > 0) { parts.push(count(place.merchants, 'merchants')); }
    if (place.atms > 0) { parts.push(count(place.atms, 'atms')); }  // Absent counts are none.
    return parts.join(' · ');
  }

  function element(name, className, text) {
    var made = document.createElement(name);
    if (className) { made.className = className; }
    if (text !== undefined) { made.textContent = text; }
    return made;
  }

  function item(kind, found) {
    var entry = found.entry;
    var path = kind === 'places' ? (entry.path || entry.atmPath) : entry.path;
    if (typeof path !== 'string' || !PATHS[kind].test(path)) { return null; }
    var link = element('a', '', String(entry.name));
    link.setAttribute('href', path);
    link.setAttribute('dir', 'auto');
    var made = element('li');
    made.append(link, element('span', 'detail', (kind === 'places' ? placeDetail(entry) : String(entry.detail))
      + (found.distance === null ? '' : ' · ' + formatDistance(found.distance))));
    if (kind === 'places' && Array.isArray(entry.at) && entry.at.length === 2) {
      var button = element('button', '', 'Nearest first from here');
      button.type = 'button';
      button.addEventListener('click', function () {
        setOrigin({ latitude: entry.at[0] / 1000, longitude: entry.at[1] / 1000 }, String(entry.name));
      });
      var actions = element('p', 'result-actions');
      actions.append(button);
      made.append(actions);
    }
    return made;
  }

  function show() {
    if (prepared === null) { return; }
    var typed = words(input.value).length > 0;
    var results = find(prepared, input.value, origin);
    var counts = [];
    Object.keys(LIMITS).forEach(function (kind) {
      var section = document.getElementById(kind + '-results');
      if (section === null) { return; }
      var found = results[kind];
      var list = section.querySelector('ul');
      list.replaceChildren();
      found.items.forEach(function (each) {
        var made = item(kind, each);
        if (made !== null) { list.append(made); }
      });
      section.hidden = found.count === 0;
      var more = section.querySelector('.more');
      more.hidden = found.count <= found.items.length;
      more.textContent = (origin ? 'The nearest ' : 'The first ') + found.items.length + ' of '
        + count(found.count, kind) + ' are shown' + (typed ? ': type more of the name.' : '.');
      if (found.count > 0) { counts.push(count(found.count, kind)); }
    });
    originLine.hidden = origin === null;
    var last = counts.pop();
    status.textContent = !typed && origin === null ? ''
      : last === undefined ? 'Nothing matches. Each word must begin a word of the name.'
      : (counts.length > 0 ? counts.join(', ') + ' and ' + last : last) + ' found.';
  }

  function setOrigin(position, label) {
    origin = position;
    originText.textContent = position === null ? '' : 'Nearest first from ' + label + '. ';
    show();
  }

  var parameters = new URLSearchParams(window.location.search);
  if (parameters.get('q') !== null) { input.value = parameters.get('q'); }
  var near = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(parameters.get('near') || '');
  if (near !== null && Math.abs(near[1]) <= 90 && Math.abs(near[2]) <= 180) {
    origin = { latitude: Number(near[1]), longitude: Number(near[2]) };
    originText.textContent = 'Nearest first from ' + near[1] + ', ' + near[2] + '. ';
  }
  form.hidden = false;
  form.addEventListener('submit', function (event) { event.preventDefault(); show(); });
  input.addEventListener('input', show);
  document.getElementById('clear-origin').addEventListener('click', function () { setOrigin(null, ''); });
  if ('geolocation' in navigator) {
    nearMe.hidden = false;
    nearMe.addEventListener('click', function () {
      status.textContent = 'Asking your browser where you are…';
      navigator.geolocation.getCurrentPosition(function (position) {
        setOrigin({ latitude: position.coords.latitude, longitude: position.coords.longitude }, 'your position');
      }, function () {
        status.textContent = 'Your browser did not share your position, so results stay in name order.';
      }, { maximumAge: 600000, timeout: 20000 });
    });
  }
  status.textContent = 'Loading the search index…';
  fetch('search-index.json')
    .then(function (response) {
      if (!response.ok) { throw new Error('HTTP ' + response.status); }
      return response.json();
    })
    .then(function (index) { prepared = prepare(index); status.textContent = ''; show(); })
    .catch(function () {
      status.textContent = 'The search index could not be loaded. Search works when the site is served '
        + 'over HTTP; browse the territories from the home page instead.';
    });
}());
