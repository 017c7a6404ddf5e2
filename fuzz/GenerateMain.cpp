//===- GenerateMain.cpp - Print generated programs ------------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// reshape-fuzz-generate: prints the program the generator makes from the
// bytes of a file (as the fuzzers do with an input whose first byte is 0),
// or writes COUNT programs made from random bytes into a directory (text
// seeds for the text fuzzers).
//
//   reshape-fuzz-generate [--any] FILE            print one program, its
//                                                 passes and expectation
//                                                 (a differential fuzzer
//                                                 input, or with --any a
//                                                 text fuzzer input)
//   reshape-fuzz-generate [--any] --seeds COUNT DIR [SEED]
//   reshape-fuzz-generate [--any] --inputs COUNT DIR [SEED]
//                                                 random generator inputs
//                                                 (binary seeds; with --any
//                                                 they start with the 0 byte
//                                                 of the text fuzzers)
//
//===----------------------------------------------------------------------===//

#include "ProgramGenerator.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

using namespace reshape_fuzz;

int main(int argc, char **argv) {
  int arg = 1;
  bool any = arg < argc && std::strcmp(argv[arg], "--any") == 0;
  if (any)
    ++arg;
  GeneratorOptions options = generatorOptions(!any);
  bool inputs = arg + 2 < argc && std::strcmp(argv[arg], "--inputs") == 0;
  if (arg + 2 < argc && (inputs || std::strcmp(argv[arg], "--seeds") == 0)) {
    int count = std::atoi(argv[arg + 1]);
    std::string dir = argv[arg + 2];
    unsigned seed = arg + 3 < argc ? std::atoi(argv[arg + 3]) : 1;
    std::mt19937 rng(seed);
    for (int k = 0; k < count; ++k) {
      std::vector<uint8_t> bytes(64 + rng() % 1024);
      for (uint8_t &b : bytes)
        b = rng();
      std::string name =
          dir + "/gen-" + std::to_string(seed) + "-" + std::to_string(k);
      if (inputs) {
        std::ofstream out(name, std::ios::binary);
        if (!options.executable)
          out.put(0);
        out.write(reinterpret_cast<const char *>(bytes.data()), bytes.size());
        continue;
      }
      FuzzedDataProvider in(bytes.data(), bytes.size());
      Program program = generateProgram(in, options);
      std::ofstream out(name + ".mlir");
      out << program.text();
    }
    return 0;
  }
  if (arg >= argc) {
    std::fprintf(stderr,
                 "usage: %s [--any] FILE | [--any] --seeds|--inputs COUNT "
                 "DIR [SEED]\n",
                 argv[0]);
    return 2;
  }
  std::ifstream file(argv[arg], std::ios::binary);
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(file)),
                             std::istreambuf_iterator<char>());
  // The text fuzzers' convention: a leading 0 selects the generator (any
  // programs); the differential fuzzer's inputs are all generator bytes.
  size_t skip = !options.executable && !bytes.empty() && bytes[0] == 0 ? 1 : 0;
  FuzzedDataProvider in(bytes.data() + skip, bytes.size() - skip);
  Program program = generateProgram(in, options);
  std::cout << program.text();
  if (!program.prePasses().empty())
    std::cout << "// passes before the pipeline: " << program.prePasses()
              << "\n";
  if (program.isExecutable()) {
    ExpectedRun run = program.interpret();
    for (const Observation &o : run.observations)
      std::cout << "// observe " << o.str() << "\n";
    if (run.stopped) {
      std::cout << "// stops at line " << run.stopLine << ":";
      for (const std::string &r : run.rules)
        std::cout << " " << r;
      std::cout << "\n";
    }
  }
  return 0;
}
