#!/usr/bin/env python3
"""Writes the .bin of a test model: write-bin.py OUT TYPE[*N]:V,V,... ...

Each argument appends its values (N times with `*N`), little-endian and
unpadded (OpenVINO offsets need not be aligned), in the given OpenVINO
element type: i8 i16 i32 i64 u8 u16 u32 u64 f16 f32 f64 boolean, or `raw`
for hex bytes (`raw:0a0b`).
"""

import struct
import sys

FORMATS = {
    "i8": "b", "i16": "h", "i32": "i", "i64": "q",
    "u8": "B", "u16": "H", "u32": "I", "u64": "Q",
    "f16": "e", "f32": "f", "f64": "d", "boolean": "B",
}


def main():
    out = bytearray()
    for argument in sys.argv[2:]:
        kind, _, values = argument.partition(":")
        kind, _, repeat = kind.partition("*")
        for _ in range(int(repeat or 1)):
            if kind == "raw":
                out += bytes.fromhex(values)
                continue
            fmt = FORMATS[kind]
            for value in filter(None, values.split(",")):
                number = float(value) if fmt in "efd" else int(value)
                out += struct.pack("<" + fmt, number)
    with open(sys.argv[1], "wb") as f:
        f.write(out)


if __name__ == "__main__":
    main()
