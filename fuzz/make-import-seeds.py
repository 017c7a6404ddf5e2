#!/usr/bin/env python3
"""Seeds the importer fuzzer's corpus: every oneDNN Graph JSON file and
OpenVINO IR XML file under the given directories, also the `#--- NAME`
sections of split-file lit tests, each as an input of
reshape-import-fuzzer (a first byte of 0 for JSON, 1 for XML; an XML
file's .bin beside it follows after a NUL).

Usage: make-import-seeds.py CORPUS_DIR DIR...
"""

import hashlib
import os
import re
import sys

MAX_BYTES = 65536


def sections(path):
    """(name, text) of each split-file section of a lit test."""
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    parts = re.split(r"^(?:#|//)--- (\S+)\n", text, flags=re.M)
    for name, body in zip(parts[1::2], parts[2::2]):
        yield name, body


def inputs(directory):
    """(format byte, bytes) of each graph file under `directory`."""
    for root, _, files in os.walk(directory):
        for name in sorted(files):
            path = os.path.join(root, name)
            if name.endswith(".json"):
                with open(path, "rb") as f:
                    yield b"\0", f.read()
            elif name.endswith(".xml"):
                with open(path, "rb") as f:
                    data = f.read()
                weights = path[:-len(".xml")] + ".bin"
                if os.path.exists(weights) and \
                        os.path.getsize(weights) + len(data) < MAX_BYTES:
                    with open(weights, "rb") as f:
                        data += b"\0" + f.read()
                yield b"\1", data
            elif name.endswith(".test"):
                for section, body in sections(path):
                    if section.endswith(".json"):
                        yield b"\0", body.encode()
                    elif section.endswith(".xml"):
                        yield b"\1", body.encode()


def main():
    corpus = sys.argv[1]
    os.makedirs(corpus, exist_ok=True)
    count = 0
    for directory in sys.argv[2:]:
        for kind, data in inputs(directory):
            seed = kind + data
            if len(seed) > MAX_BYTES:
                continue
            digest = hashlib.sha1(seed).hexdigest()
            with open(os.path.join(corpus, "seed-" + digest), "wb") as f:
                f.write(seed)
            count += 1
    print("%d seeds in %s" % (count, corpus))


if __name__ == "__main__":
    main()
