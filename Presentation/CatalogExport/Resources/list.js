// Filters and sorts the merchants of a list page in place (ADR 0024). The page is whole without it: every row is
// there in name order, and the pager links every page. The choice is kept in the address (?pay=…&sort=…) and
// carried to the pager's links, so that the next page opens filtered and sorted the same way.
(function () {
  "use strict";
  var list = document.getElementById("merchants");
  if (!list) return;
  var rows = Array.prototype.slice.call(list.children);
  var params = new URLSearchParams(window.location.search);

  function select(name, label, options) {
    var wrapper = document.createElement("label");
    wrapper.textContent = label + " ";
    var element = document.createElement("select");
    element.name = name;
    options.forEach(function (option) {
      var item = document.createElement("option");
      item.value = option[0];
      item.textContent = option[1];
      element.appendChild(item);
    });
    var wanted = params.get(name);
    if (options.some(function (option) { return option[0] === wanted; })) element.value = wanted;
    wrapper.appendChild(element);
    return element;
  }

  // The page's language's messages (#site-words), when it is not English: {1}, {2} are the arguments.
  var holder = document.getElementById("site-words");
  var words = null;
  try { words = holder === null ? null : JSON.parse(holder.getAttribute("data-words")); } catch (error) { words = null; }
  var plurals = words !== null && window.Intl && Intl.PluralRules
    ? new Intl.PluralRules(document.documentElement.lang) : null;
  function say(name, english, values) {
    var text = words !== null && typeof words[name] === "string" ? words[name] : english;
    return text.replace(/\{(\d)\}/g, function (all, position) { return String((values || [])[position - 1]); });
  }
  function number(value) {
    return words !== null && typeof words.locale === "string" ? value.toLocaleString(words.locale) : String(value);
  }
  function counted(value, english) {
    var forms = words !== null && words.nouns ? words.nouns.listCount : null;
    if (forms && plurals !== null) return (forms[plurals.select(value)] || forms.other).replace("{1}", number(value));
    return english;
  }
  var form = document.createElement("form");
  form.className = "list-controls";
  form.setAttribute("aria-label", say("listFilter", "Filter and sort this page"));
  var pay = select("pay", say("listShow", "Show"), [["all", say("listAll", "All")],
    ["dash", say("listPayDash", "Pay with Dash")], ["gift-card", say("listGiftCards", "Gift cards")]]);
  var sort = select("sort", say("listSort", "Sort by"),
    [["name", say("listName", "Name")], ["discount", say("listDiscount", "Discount")]]);
  form.appendChild(pay.parentNode);
  form.appendChild(sort.parentNode);
  var status = document.createElement("p");
  status.className = "hint";
  status.setAttribute("role", "status");
  form.appendChild(status);
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  // Above the pager over the list when there is one, else right above the list.
  var above = list.previousElementSibling;
  list.parentNode.insertBefore(form, above && above.classList.contains("pager") ? above : list);

  function discount(row) { return Number(row.getAttribute("data-discount")) || 0; }

  function apply() {
    var shown = rows.filter(function (row) {
      return pay.value === "all" || row.getAttribute("data-pay") === pay.value;
    });
    if (sort.value === "discount") {
      // Largest discount first; rows of equal discount stay in name order.
      shown = shown.map(function (row, index) { return [row, index]; }).sort(function (a, b) {
        return discount(b[0]) - discount(a[0]) || a[1] - b[1];
      }).map(function (pair) { return pair[0]; });
    }
    rows.forEach(function (row) { row.hidden = shown.indexOf(row) < 0; });
    shown.concat(rows.filter(function (row) { return row.hidden; })).forEach(function (row) {
      list.appendChild(row);
    });
    status.textContent = shown.length === rows.length
      ? counted(rows.length, rows.length + (rows.length === 1 ? " merchant" : " merchants") + " on this page.")
      : say("listShown", "{1} of {2} merchants on this page.", [number(shown.length), number(rows.length)]);

    var query = new URLSearchParams();
    if (pay.value !== "all") query.set("pay", pay.value);
    if (sort.value !== "name") query.set("sort", sort.value);
    var search = query.toString() ? "?" + query.toString() : "";
    window.history.replaceState(null, "", window.location.pathname + search + window.location.hash);
    document.querySelectorAll(".pager a").forEach(function (link) { link.search = search; });
  }

  pay.addEventListener("change", apply);
  sort.addEventListener("change", apply);
  apply();
})();
