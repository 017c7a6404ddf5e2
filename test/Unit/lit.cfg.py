# -*- Python -*-
# Runs the GoogleTest binaries in this directory as lit tests.

import os

import lit.formats

config.name = "RESHAPE-Unit"
config.suffixes = []
config.test_source_root = os.path.join(config.reshape_obj_root, "test", "Unit")
config.test_exec_root = config.test_source_root
config.test_format = lit.formats.GoogleTest(".", "Tests")
