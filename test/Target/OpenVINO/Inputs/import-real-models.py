#!/usr/bin/env python3
"""Imports every OpenVINO IR model under a directory and prints a table.

For each MODEL.xml (recursively), with MODEL.bin when it exists and once
more without it: `reshape-translate --import-openvino-ir` (which fails on any
Reshape layer whose output dims contradict the rules), then
`reshape-opt --canonicalize` (which verifies again). Counts the Reshape-1
layers of the XML, the reshape ops the import made (static / dynamic), and
those left after canonicalization (static / dynamic / folded away). Exits
with status 1 when a model fails to import or canonicalize, or when the
import does not make one reshape op per Reshape-1 layer.
"""

import argparse
import os
import re
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

STATIC = re.compile(r"= reshape\.static_reshape ")
DYNAMIC = re.compile(r"= reshape\.dynamic_reshape ")
# The importer's error for a Reshape layer whose output dims break a rule.
DISAGREEMENT = re.compile(r"\(Reshape\): R[0-9]+: ")


def count_reshape_layers(xml_path):
    # The importer reads files with a blank line before <?xml; so does this.
    with open(xml_path, "rb") as f:
        root = ET.fromstring(f.read().lstrip())
    layers = root.find("layers")
    return sum(1 for layer in layers.findall("layer")
               if layer.get("type") == "Reshape"
               and layer.get("version") == "opset1")


def count(text):
    return len(STATIC.findall(text)), len(DYNAMIC.findall(text))


def run(command, stdin=None):
    return subprocess.run(command, input=stdin, capture_output=True,
                          text=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--translate", required=True)
    parser.add_argument("--opt", required=True)
    parser.add_argument("directory")
    args = parser.parse_args()

    models = sorted(
        os.path.join(root, name)
        for root, _, names in os.walk(args.directory)
        for name in names if name.endswith(".xml"))
    rows, failures, disagreements = [], [], 0
    for xml_path in models:
        bin_path = xml_path[:-4] + ".bin"
        modes = [True, False] if os.path.exists(bin_path) else [False]
        expected = count_reshape_layers(xml_path)
        name = os.path.relpath(xml_path, args.directory)
        for with_weights in modes:
            command = [args.translate, "--import-openvino-ir", xml_path]
            if with_weights:
                command += ["--weights", bin_path]
            start = time.monotonic()
            imported = run(command)
            label = "%s (%s)" % (name, ".bin" if with_weights else "no .bin")
            disagreements += len(DISAGREEMENT.findall(imported.stderr))
            if imported.returncode != 0:
                failures.append("%s: import failed:\n%s" %
                                (label, imported.stderr))
                continue
            canonical = run([args.opt, "--canonicalize"], imported.stdout)
            seconds = time.monotonic() - start
            if canonical.returncode != 0:
                failures.append("%s: canonicalize failed:\n%s" %
                                (label, canonical.stderr))
                continue
            static, dynamic = count(imported.stdout)
            after_static, after_dynamic = count(canonical.stdout)
            if static + dynamic != expected:
                failures.append("%s: %d Reshape-1 layers but %d reshape ops" %
                                (label, expected, static + dynamic))
            folded = static + dynamic - after_static - after_dynamic
            rows.append((label, expected, static, dynamic, after_static,
                         after_dynamic, folded, seconds))

    header = ("model", "Reshape-1", "static", "dynamic", "canon:static",
              "canon:dynamic", "folded-away", "seconds")
    width = max([len(header[0])] + [len(row[0]) for row in rows])
    print("%-*s %9s %6s %7s %12s %13s %11s %7s" % ((width,) + header))
    for row in rows:
        print("%-*s %9d %6d %7d %12d %13d %11d %7.2f" % ((width,) + row))
    print("models: %d, imported: %d, failures: %d, disagreements: %d" %
          (len(models), len(rows), len(failures), disagreements))
    for failure in failures:
        print(failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
