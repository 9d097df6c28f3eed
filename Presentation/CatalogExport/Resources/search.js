// The catalog's search page. It finds as you type the places (cities and territories), merchants and ATMs whose
// names match by the app's rule: each word typed must begin a word of the name (in a script written without spaces,
// any character begins one). The index is split (ADR 0024):
// search/manifest.json says which shard files hold the words beginning with a prefix, and which map cells hold
// positions; a search loads the shards of its most selective word, or the cells within the radius, and applies the
// whole rule to them, so it finds what the whole index would. "Near me" sorts merchants and ATMs in one list by
// distance from the browser's position, worked out here: the position never leaves the page. Results are built with
// textContent (nothing from the index is parsed as HTML) and link only to paths shaped like the catalog's own pages.
// Under Node, the matching and loading functions are exported for tests.
(function () {
  'use strict';

  // Characters as Swift groups them (grapheme clusters): a scalar starts a new character unless it is a mark or
  // joiner extending the one before (never after a control, nor at the very start).
  var LETTER = /^[\p{Alphabetic}\p{N}]$/u;
  var EXTENDER = /^[\p{Grapheme_Extend}\p{Mc}\p{Emoji_Modifier}\u200D\u0E33\u0EB3]$/u;
  // Spacing marks that start a character of their own all the same (Unicode's grapheme rules list them).
  var NOT_EXTENDER = /^[\u102B\u102C\u1038\u1062-\u1064\u1067-\u106D\u1083\u1087-\u108C\u108F\u109A-\u109C\u1A61\u1A63\u1A64\uAA7B\uAA7D\u{11720}\u{11721}]$/u;
  function extending(scalar) { return EXTENDER.test(scalar) && !NOT_EXTENDER.test(scalar); }
  var CONTROL = /^[\p{Cc}\p{Zl}\p{Zp}]$/u;
  var ASCII = /^[\x00-\x7f]*$/;
  var LIMITS = { places: 10, merchants: 50, atms: 20, nearby: 50 };
  var EARTH_RADIUS = 6371008.8;
  // A search loads at most this many files; a shorter word that would need more asks for more of the name.
  var MOST_FILES = 4;

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
      if (previous === null || CONTROL.test(previous) || !extending(scalar)) {
        inLetter = LETTER.test(scalar);
        if (!inLetter && word !== '') { result.push(word); word = ''; }
      }
      if (inLetter) { word += scalar; }
      previous = scalar;
    }
    if (word !== '') { result.push(word); }
    return result;
  }

  // The scripts written without spaces between words (Swift's SearchWords.isWrittenWithoutSpaces).
  var SPACELESS =
    /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]$/u;

  // The words a name is found by, as Swift's SearchWords.nameWords(in:) makes them: its words, and inside each, the
  // rest of the word from every character of a script written without spaces and from the character after one
  // (薬局 finds さくら薬局).
  function nameWords(text) {
    if (ASCII.test(text)) { return words(text); }
    var result = [];
    words(text).forEach(function (word) {
      result.push(word);
      var previous = null;
      var afterSpaceless = false;
      var offset = 0;
      for (var scalar of word) {
        if (previous === null || !extending(scalar)) {
          var spaceless = SPACELESS.test(scalar);
          if (previous !== null && (spaceless || afterSpaceless)) { result.push(word.slice(offset)); }
          afterSpaceless = spaceless;
        }
        offset += scalar.length;
        previous = scalar;
      }
    });
    return result;
  }

  // Whether word begins with part at a character boundary: "क" does not begin "कि" (a letter and its vowel sign).
  function begins(word, part) {
    return word.startsWith(part) && !extending(String.fromCodePoint(word.codePointAt(part.length) || 32));
  }

  function matchesWords(nameWords, parts) {
    return parts.every(function (part) { return nameWords.some(function (word) { return begins(word, part); }); });
  }

  // Whether every word of query begins a word of name; a query without words matches every name.
  function matches(name, query) {
    return matchesWords(nameWords(name), words(query));
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
      return (Array.isArray(list) ? list : []).map(function (it) { return { entry: it, words: nameWords(text(it)) }; });
    }
    function name(entry) { return String(entry.name); }
    function place(entry) { return entry.within ? name(entry) + ' ' + entry.within : name(entry); }
    return {
      places: entries(index.places, place), merchants: entries(index.merchants, name), atms: entries(index.atms, name)
    };
  }

  // What a search finds: for places, merchants and ATMs, how many match and the first few, nearest first when
  // origin ({latitude, longitude}) is given. With an origin and no words, every merchant and ATM within radius metres
  // matches. With an origin, merchants and ATMs are also one list, nearby, ordered by distance.
  function find(prepared, query, origin, radius) {
    var parts = words(query);
    var result = {};
    var near = [];
    ['places', 'merchants', 'atms'].forEach(function (kind) {
      var found = [];
      if (parts.length > 0 || (origin && kind !== 'places')) {
        prepared[kind].forEach(function (item) {
          if (!matchesWords(item.words, parts)) { return; }
          var metres = origin ? nearest(item.entry.at, origin) : null;
          if (origin && parts.length === 0 && (metres === null || (radius && metres > radius))) { return; }
          found.push({ entry: item.entry, distance: metres });
        });
      }
      if (origin) { found.sort(byDistance); }
      if (origin && kind !== 'places') { near = near.concat(found); }
      result[kind] = { count: found.length, items: found.slice(0, LIMITS[kind]) };
    });
    if (origin) { result.nearby = { count: near.length, items: near.sort(byDistance).slice(0, LIMITS.nearby) }; }
    return result;
  }

  // Nearest first, those without a position last; ties keep the index's order (stable sort, record numbers).
  function byDistance(a, b) {
    if (a.distance === null || b.distance === null) { return (a.distance === null) - (b.distance === null); }
    return a.distance - b.distance || (a.entry.n || 0) - (b.entry.n || 0);
  }

  // The manifest made ready for look-ups: split prefixes and shards by key. The cells come apart (readCells), only
  // when a search needs them.
  function readManifest(manifest) {
    var shards = new Map();
    manifest.shards.forEach(function (shard, id) {
      shards.set(shard[0], { file: 'search/w/' + id, parts: shard[1], records: shard[2] });
    });
    return { split: new Set(manifest.split), shards: shards, keys: manifest.shards.map(function (s) { return s[0]; }),
      counts: manifest.counts };
  }

  // search/cells.json added to a read manifest: the map cells, with the side of one in degrees.
  function readCells(index, list) {
    index.size = list.cell / 1000;
    index.cells = list.cells.map(function (cell) {
      var at = cell[0].split('_').map(Number);
      return { row: at[0], column: at[1], file: 'search/c/' + cell[0], parts: cell[1], records: cell[2] };
    });
  }

  // The shards holding every record filed under a word that begins with part (SearchShardPlan's walk, scalar by
  // scalar): the one shard of a prefix not split, or every shard below part when part itself is split.
  function covering(index, part) {
    var prefix = '';
    for (var scalar of part) {
      prefix += scalar;
      if (!index.split.has(prefix)) { return index.shards.has(prefix) ? [index.shards.get(prefix)] : []; }
    }
    return index.keys.filter(function (key) { return key.startsWith(part); })
      .map(function (key) { return index.shards.get(key); });
  }

  // The cells that may hold a point within radius metres of origin, nearest first, each with its reach: how near its
  // square comes to origin (less a metre for rounding), so that no point of the cell is nearer. Ties keep the
  // manifest's order.
  function cellsWithin(index, origin, radius) {
    return index.cells.map(function (cell, order) {
      var metres = nearestInSquare(origin, cell.row * index.size, cell.column * index.size, index.size);
      return { cell: cell, reach: Math.max(0, metres - 1), order: order };
    }).filter(function (near) { return near.reach <= radius; })
      .sort(function (a, b) { return a.reach - b.reach || a.order - b.order; });
  }

  // The great-circle distance from origin to the nearest point of a square of latitude and longitude (degrees, side
  // wide). When origin's meridian crosses the square, that point is on it; else it is on one of the square's two side
  // meridians, where the great circle from origin meets the meridian at a right angle (latitude atan(tan φ / cos Δλ),
  // or the pole on origin's side when the meridian is a quarter turn away or more), kept within the square: along a
  // meridian the distance only grows away from that foot, and along a parallel away from origin's longitude. Exact
  // for every square with a point less than a quarter of the globe away, which is all a radius of 500 km can reach.
  function nearestInSquare(origin, south, west, side) {
    var radians = Math.PI / 180;
    function inside(latitude) { return Math.min(Math.max(latitude, south), south + side); }
    var east = (((origin.longitude - west) % 360) + 360) % 360;  // Degrees east of the square's west side.
    if (east <= side) { return nearest([inside(origin.latitude) * 1000, origin.longitude * 1000], origin); }
    return Math.min.apply(null, [west, west + side].map(function (longitude) {
      var apart = ((((origin.longitude - longitude) % 360) + 540) % 360) - 180;
      var foot = Math.abs(apart) >= 90 ? (origin.latitude < 0 ? -90 : 90)
        : Math.atan2(Math.tan(origin.latitude * radians), Math.cos(apart * radians)) / radians;
      return nearest([inside(foot) * 1000, longitude * 1000], origin);
    }));
  }

  function paths(entry) {
    var made = [];
    for (var part = 1; part <= entry.parts; part += 1) { made.push(entry.file + (part === 1 ? '' : '-' + part) + '.json'); }
    return made;
  }

  // The files a search needs, in rounds loaded one after the other, and after each round how far results are settled:
  // - words: the shards of the query's word with the fewest shards (then records); round k brings each shard's part k.
  //   Files keep the index's order, so with one shard the first matches found are the first of all. tooMany (a count
  //   from the manifest) when that word needs more than MOST_FILES shards.
  // - no words and an origin: the cells within radius, nearest first, a few files a round; after a round, every
  //   result nearer than the next cell's reach is settled.
  function plan(index, query, origin, radius) {
    var parts = words(query);
    var rounds = [];
    var settled = [];
    if (parts.length === 0) {
      var cells = origin ? cellsWithin(index, origin, radius) : [];
      cells.forEach(function (near) {
        if (rounds.length === 0 || rounds[rounds.length - 1].length >= MOST_FILES * rounds.length) {
          rounds.push([]);
          settled.push(near.reach);
        }
        rounds[rounds.length - 1] = rounds[rounds.length - 1].concat(paths(near.cell));
      });
      return { rounds: rounds, settled: settled.slice(1).concat([Infinity]) };
    }
    var best = null;
    parts.forEach(function (part) {
      var shards = covering(index, part);
      var records = shards.reduce(function (sum, shard) { return sum + shard.records; }, 0);
      if (best === null || shards.length < best.shards.length
          || (shards.length === best.shards.length && records < best.records)) {
        best = { shards: shards, records: records, word: part };
      }
    });
    if (best.shards.length > MOST_FILES) { return { tooMany: best.records, word: best.word }; }
    best.shards.forEach(function (shard) {
      paths(shard).forEach(function (path, part) {
        if (rounds.length <= part) { rounds.push([]); settled.push(origin ? -1 : Infinity); }
        rounds[part].push(path);
      });
    });
    return { rounds: rounds, settled: settled };
  }

  // The whole index's lists, restricted to the records loaded: each entry once, in the index's order. A merchant in
  // several cells comes with the points of each; its records are joined.
  function gather(lists) {
    var byNumber = new Map();
    lists.forEach(function (list) {
      (Array.isArray(list) ? list : []).forEach(function (record) {
        var seen = byNumber.get(record.n);
        if (seen === undefined) { byNumber.set(record.n, record); return; }
        if (Array.isArray(seen.at) && Array.isArray(record.at) && seen.at !== record.at) {
          byNumber.set(record.n, Object.assign({}, seen, { at: seen.at.concat(record.at) }));
        }
      });
    });
    var index = { atms: [], merchants: [], places: [] };
    var kinds = { a: index.atms, m: index.merchants, p: index.places };
    Array.from(byNumber.keys()).sort(function (a, b) { return a - b; }).forEach(function (number) {
      var record = byNumber.get(number);
      if (kinds[record.kind]) { kinds[record.kind].push(record); }
    });
    return index;
  }

  // Finds query near origin within radius: loads the files the plan names, round by round (load(path) gives a promise
  // of the parsed JSON), and finds in them what the whole index would give. After each round but the last, progress
  // (if given) gets the results settled so far: the first results to show while the rest load.
  function search(index, query, origin, radius, load, progress) {
    if (origin && words(query).length === 0 && index.cells === undefined) {
      return load('search/cells.json').then(function (list) {
        readCells(index, list);
        return search(index, query, origin, radius, load, progress);
      });
    }
    var needs = plan(index, query, origin, radius);
    if (needs.tooMany !== undefined) { return Promise.resolve(needs); }
    var lists = [];
    var files = [];
    function round(number) {
      if (number === needs.rounds.length) {
        return { found: find(prepare(gather(lists)), query, origin, radius), files: files };
      }
      return Promise.all(needs.rounds[number].map(load)).then(function (loaded) {
        lists = lists.concat(loaded);
        files = files.concat(needs.rounds[number]);
        if (progress && number + 1 < needs.rounds.length) {
          var found = find(prepare(gather(lists)), query, origin, radius);
          if (found.nearby) {
            found.nearby.items = found.nearby.items.filter(function (item) {
              return item.distance !== null && item.distance <= needs.settled[number];
            });
          }
          progress({ found: found, files: files.slice(), partial: true });
        }
        return round(number + 1);
      });
    }
    return Promise.resolve(round(0));
  }

  if (typeof module === 'object' && module !== null && module.exports) {
    module.exports = {
      fold: fold, words: words, nameWords: nameWords, matches: matches,
      isWrittenWithoutSpaces: function (character) { return SPACELESS.test(character); }, prepare: prepare, find: find, formatDistance: formatDistance,
      readManifest: readManifest, plan: plan, gather: gather, search: search, nearest: nearest,
      nearestInSquare: nearestInSquare
    };
    return;
  }

  var PATHS = {
    places: /^(territories|atms)\/[a-z0-9-]+\.html$/,
    merchants: /^merchants\/[a-z0-9-]+\.html$/,
    atms: /^(atms\/[a-z0-9-]+\.html|other-atms\.html)#atm-[0-9]+$/
  };
  var KINDS = { a: 'atms', m: 'merchants' };
  var NOUNS = {
    places: ['place', 'places'], merchants: ['merchant', 'merchants'], atms: ['ATM', 'ATMs'],
    nearby: ['merchant or ATM', 'merchants and ATMs']
  };
  var RADII = ['1', '5', '25', '100'];
  // The page's language's messages (#site-words), when it is not English: {1}, {2} are the arguments.
  var WORDS = (function () {
    var holder = document.getElementById('site-words');
    try { return holder === null ? null : JSON.parse(holder.getAttribute('data-words')); } catch (error) { return null; }
  }());
  var PLURALS = WORDS !== null && window.Intl && Intl.PluralRules
    ? new Intl.PluralRules(document.documentElement.lang) : null;
  var form = document.getElementById('search-form');
  var input = document.getElementById('search-text');
  var nearMe = document.getElementById('near-me');
  var within = document.getElementById('near-radius');
  var status = document.getElementById('search-status');
  var originLine = document.getElementById('search-origin');
  var originText = document.getElementById('search-origin-text');
  var index = null;
  var origin = null;
  var asked = 0;  // The latest search; an older one that answers after it is dropped.
  var loaded = new Map();

  function load(path) {
    if (!loaded.has(path)) {
      loaded.set(path, fetch(path).then(function (response) {
        if (!response.ok) { throw new Error('HTTP ' + response.status); }
        return response.json();
      }));
    }
    return loaded.get(path);
  }

  function say(name, english, values) {
    var text = WORDS !== null && typeof WORDS[name] === 'string' ? WORDS[name] : english;
    return text.replace(/\{(\d)\}/g, function (all, position) { return String((values || [])[position - 1]); });
  }

  function grouped(value) {
    return value.toLocaleString(WORDS !== null && typeof WORDS.locale === 'string' ? WORDS.locale : 'en-US');
  }

  function count(value, kind) {
    var forms = WORDS !== null && WORDS.nouns ? WORDS.nouns[kind] : null;
    if (forms && PLURALS !== null) {
      return (forms[PLURALS.select(value)] || forms.other).replace('{1}', grouped(value));
    }
    return grouped(value) + ' ' + NOUNS[kind][value === 1 ? 0 : 1];
  }

  function placeDetail(place) {
    var parts = [place.within ? say('cityIn', 'City in {1}', [place.within]) : say('territory', 'Territory')];
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
    if (kind === 'nearby') { kind = KINDS[entry.kind]; }
    if (typeof path !== 'string' || !PATHS[kind] || !PATHS[kind].test(path)) { return null; }
    var link = element('a', '', String(entry.name));
    link.setAttribute('href', path);
    link.setAttribute('dir', 'auto');
    var made = element('li');
    made.append(link, element('span', 'detail', (kind === 'places' ? placeDetail(entry) : String(entry.detail))
      + (found.distance === null ? '' : ' · ' + formatDistance(found.distance))));
    if (kind === 'places' && Array.isArray(entry.at) && entry.at.length === 2) {
      var button = element('button', '', say('nearestFromHere', 'Nearest first from here'));
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

  function render(results, typed, partial) {
    var counts = [];
    ['places', 'merchants', 'atms', 'nearby'].forEach(function (kind) {
      var section = document.getElementById(kind + '-results');
      if (section === null) { return; }
      var found = results[kind] || { count: 0, items: [] };
      var shown = (kind === 'nearby') === (origin !== null) || kind === 'places';
      var list = section.querySelector('ul');
      list.replaceChildren();
      if (shown) {
        found.items.forEach(function (each) {
          var made = item(kind, each);
          if (made !== null) { list.append(made); }
        });
      }
      section.hidden = !shown || found.count === 0;
      var more = section.querySelector('.more');
      more.hidden = partial || found.count <= found.items.length;
      more.textContent = say((origin ? 'nearestShown' : 'firstShown') + (typed ? 'Typed' : ''),
        (origin ? 'The nearest ' : 'The first ') + '{1} of {2} are shown' + (typed ? ': type more of the name.' : '.'),
        [found.items.length, count(found.count, kind)]);
      if (found.count > 0 && kind !== 'nearby') { counts.push(count(found.count, kind)); }
    });
    var last = counts.pop();
    status.textContent = !typed && origin === null ? ''
      : partial ? say('partial', 'The first results; still looking…')
      : last !== undefined ? say('found', '{1} found.',
        [counts.length > 0 ? say('and', '{1} and {2}', [counts.join(', '), last]) : last])
      : typed ? say('nothing', 'Nothing matches. Each word must begin a word of the name.')
      : say('nothingWithin', 'Nothing within {1} km. Choose a larger distance.', [within.value]);
  }

  // The search in the page's address, so that it can be shared or bookmarked. A position from the address stays in
  // it; one the browser gave stays on the page, which it never leaves.
  function remember() {
    var kept = new URLSearchParams();
    if (input.value.trim() !== '') { kept.set('q', input.value); }
    if (origin !== null && origin === linked) { kept.set('near', parameters.get('near')); }
    if (within.value !== '5') { kept.set('within', within.value); }
    var query = kept.toString();
    history.replaceState(null, '', window.location.pathname + (query === '' ? '' : '?' + query));
  }

  function show() {
    remember();
    if (index === null) { return; }
    var typed = words(input.value).length > 0;
    var number = ++asked;
    originLine.hidden = origin === null;
    var radius = Number(within.value) * 1000;
    search(index, input.value, origin, radius, load, function (first) {
      if (number === asked) { render(first.found, typed, true); }
    }).then(function (answer) {
      if (number !== asked) { return; }
      if (answer.tooMany !== undefined) {
        render({}, typed, false);
        status.textContent = say('tooMany', 'Words beginning with “{1}” are in up to {2} names: type more of the name.',
          [answer.word, grouped(answer.tooMany)]);
        return;
      }
      render(answer.found, typed, false);
    }, function () {
      if (number === asked) { status.textContent = say('partFailed', 'Part of the search index could not be loaded. Try again.'); }
    });
  }

  function setOrigin(position, label) {
    origin = position;
    originText.textContent = position === null ? '' : say('nearestFrom', 'Nearest first from {1}. ', [label]);
    show();
  }

  var parameters = new URLSearchParams(window.location.search);
  var linked = null;
  if (parameters.get('q') !== null) { input.value = parameters.get('q'); }
  if (RADII.indexOf(parameters.get('within')) >= 0) { within.value = parameters.get('within'); }
  var near = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(parameters.get('near') || '');
  if (near !== null && Math.abs(near[1]) <= 90 && Math.abs(near[2]) <= 180) {
    origin = { latitude: Number(near[1]), longitude: Number(near[2]) };
    linked = origin;
    originText.textContent = say('nearestFrom', 'Nearest first from {1}. ', [near[1] + ', ' + near[2]]);
  }
  form.hidden = false;
  form.addEventListener('submit', function (event) { event.preventDefault(); show(); });
  input.addEventListener('input', show);
  within.addEventListener('change', show);
  document.getElementById('clear-origin').addEventListener('click', function () { setOrigin(null, ''); });
  if ('geolocation' in navigator) {
    nearMe.hidden = false;
    nearMe.addEventListener('click', function () {
      status.textContent = say('asking', 'Asking your browser where you are…');
      navigator.geolocation.getCurrentPosition(function (position) {
        setOrigin({ latitude: position.coords.latitude, longitude: position.coords.longitude },
          say('yourPosition', 'your position'));
      }, function () {
        status.textContent = say('refused', 'Your browser did not share your position, so results stay in name order.');
      }, { maximumAge: 600000, timeout: 20000 });
    });
  }
  status.textContent = say('loading', 'Loading the search index…');
  load('search/manifest.json')
    .then(function (manifest) { index = readManifest(manifest); status.textContent = ''; show(); })
    .catch(function () {
      status.textContent = say('failed', 'The search index could not be loaded. Search works when the site is served '
        + 'over HTTP; browse the territories from the home page instead.');
    });
}());
