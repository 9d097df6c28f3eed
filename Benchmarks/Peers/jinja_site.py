#!/usr/bin/env python3
"""The peer of `explore catalog --format html`: a static site from a directory snapshot, written the way a user
would write it with Python and Jinja2 (pip install jinja2): an index, a page per territory, a page per merchant,
autoescaping on. Usage: jinja_site.py SNAPSHOT.db OUT_DIR"""
import os, re, sqlite3, sys
from collections import defaultdict
from jinja2 import Environment

env = Environment(autoescape=True)
PAGE = env.from_string("""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{{ m.name }}</title>
<link rel="stylesheet" href="../style.css"></head><body><h1>{{ m.name }}</h1><p>{{ m.type }} · {{ m.paymentMethod }}
{% if m.savingsPercentage %} · {{ m.savingsPercentage / 100 }}% off{% endif %}</p>
{% if m.website %}<p><a href="{{ m.website }}">{{ m.website }}</a></p>{% endif %}<ul>
{% for l in locations %}<li>{{ [l.address1, l.address2, l.city, l.territory] | select | join(", ") }}
{% if l.phone %} · {{ l.phone }}{% endif %}{% if l.latitude %} · {{ l.latitude }}, {{ l.longitude }}{% endif %}</li>
{% endfor %}</ul></body></html>""")
LIST = env.from_string("""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title>
</head><body><h1>{{ title }}</h1><p>{{ entries | length }} merchants</p><ul>
{% for name, path in entries %}<li><a href="{{ path }}">{{ name }}</a></li>{% endfor %}
{% if links %}{% for name, path in links %}<li><a href="{{ path }}">{{ name }}</a></li>{% endfor %}{% endif %}
</ul></body></html>""")

def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "x"

db = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
db.row_factory = sqlite3.Row
out = sys.argv[2]
os.makedirs(f"{out}/m"); os.makedirs(f"{out}/t")
rows = db.execute("SELECT * FROM merchant WHERE active <> 0 ORDER BY merchantId, id")
territories, merchants, current = defaultdict(list), [], []
def flush(locations):
    m = locations[0]
    path = f"m/{slug(m['name'] or '')}-{m['merchantId']}.html"
    with open(f"{out}/{path}", "w") as f: f.write(PAGE.render(m=m, locations=locations))
    merchants.append((m["name"], path))
    for t in {l["territory"] for l in locations if l["territory"]}: territories[t].append((m["name"], "../" + path))
for row in rows:
    if current and row["merchantId"] != current[0]["merchantId"]: flush(current); current = []
    current.append(row)
if current: flush(current)
for t, entries in territories.items():
    with open(f"{out}/t/{slug(t)}.html", "w") as f: f.write(LIST.render(title=t, entries=sorted(entries), links=None))
links = sorted((t, f"t/{slug(t)}.html") for t in territories)
with open(f"{out}/index.html", "w") as f: f.write(LIST.render(title="Merchants", entries=[], links=links))
