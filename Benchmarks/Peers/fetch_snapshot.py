#!/usr/bin/env python3
"""Fetch a published snapshot the way a user would script it: read the manifest, download the file beside the
destination while hashing it, check its size and SHA-256, rename it into place. Standard library only.

Usage: fetch_snapshot.py MANIFEST_URL DESTINATION
"""

import hashlib
import json
import os
import sys
import urllib.parse
import urllib.request

manifest_url, destination = sys.argv[1], sys.argv[2]
with urllib.request.urlopen(manifest_url, timeout=30) as response:
    manifest = json.load(response)
snapshot_url = urllib.parse.urljoin(manifest_url, manifest["file"])
partial = destination + ".partial"
digest = hashlib.sha256()
size = 0
with urllib.request.urlopen(snapshot_url, timeout=30) as response, open(partial, "wb") as out:
    while chunk := response.read(1 << 16):
        digest.update(chunk)
        size += len(chunk)
        out.write(chunk)
if size != manifest["size"] or digest.hexdigest() != manifest["sha256"]:
    os.remove(partial)
    sys.exit(f"{snapshot_url}: size or SHA-256 does not match the manifest")
os.replace(partial, destination)
