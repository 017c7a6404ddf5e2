#!/usr/bin/env python3
"""Seeds a text fuzzer's corpus from the lit tests: each chunk of each
`.mlir` test (split at `// -----`, RUN and CHECK lines dropped) becomes one
input.

Usage: make-seeds.py TEST_DIR CORPUS_DIR
"""

import hashlib
import os
import re
import sys


def chunks(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    for chunk in re.split(r"^// -----$", text, flags=re.M):
        lines = [l for l in chunk.splitlines()
                 if not re.match(r"\s*//\s*(RUN|CHECK|[A-Z0-9]+(-[A-Z]+)?:)", l)]
        body = "\n".join(lines).strip()
        if body:
            yield body + "\n"


def main():
    test_dir, corpus = sys.argv[1], sys.argv[2]
    os.makedirs(corpus, exist_ok=True)
    count = 0
    for root, _, files in os.walk(test_dir):
        for name in sorted(files):
            if not name.endswith(".mlir"):
                continue
            for chunk in chunks(os.path.join(root, name)):
                if len(chunk) > 4096:
                    continue
                digest = hashlib.sha1(chunk.encode()).hexdigest()
                with open(os.path.join(corpus, "seed-" + digest), "w") as f:
                    f.write(chunk)
                count += 1
    print("%d seeds in %s" % (count, corpus))


if __name__ == "__main__":
    main()
