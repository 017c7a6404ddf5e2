// RUN: reshape-opt %s --allow-unregistered-dialect --split-input-file --canonicalize="test-convergence" | FileCheck %s

// Every folder and pattern, with the cases it must leave alone. Nothing here
// may produce an op that breaks a rule at compile time: a rewrite that would
// is not applied, and the program fails when it runs.

//===----------------------------------------------------------------------===//
// Identity
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @identity_static_success
// CHECK-SAME: %[[X:.*]]: tensor<3x4xf32>
// CHECK-NEXT: return %[[X]]
func.func @identity_static_success(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = reshape.static_reshape %x [3, -1] special_zero = false : tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// Every `?` is copied by special_zero: the same dims, but the volume check
// multiplies them (R8 at run time), which the identity would drop.
// CHECK-LABEL: func @identity_copies_inapplicable_r8_check
// CHECK-NEXT: %[[R:.*]] = reshape.static_reshape
// CHECK-NEXT: return %[[R]]
func.func @identity_copies_inapplicable_r8_check(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = reshape.static_reshape %x [0, 0] special_zero = true : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// The copy keeps the `?`, the -1 spans the static 4 only: nothing left to
// check, provably the same dims.
// CHECK-LABEL: func @identity_minus_one_success
// CHECK-SAME: %[[X:.*]]: tensor<?x4xf32>
// CHECK-NEXT: return %[[X]]
func.func @identity_minus_one_success(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// An identity whose result is cast to a more static type: the reshape first
// declares the cast's type (a check of it when the program runs), and then
// is no identity. Folded first, it left a cast of the input, whose extents
// upstream's folds take for facts (found by review: a 5x4 value cast to 3x4
// printed 3).
// CHECK-LABEL: func @identity_inapplicable_result_cast
// CHECK-SAME: %[[X:.*]]: tensor<?x4xf32>
// CHECK-NEXT: %[[R:.*]] = reshape.static_reshape %[[X]] [0, -1] special_zero = true : tensor<?x4xf32> -> tensor<3x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @identity_inapplicable_result_cast(%x: tensor<?x4xf32>) -> tensor<3x4xf32> {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<?x4xf32>
  %1 = tensor.cast %0 : tensor<?x4xf32> to tensor<3x4xf32>
  return %1 : tensor<3x4xf32>
}

// -----

// The -1 is (? * 4) / 4, the input dim, but the product ? * 4 is checked at
// run time (R8): no identity (it dropped the check).
// CHECK-LABEL: func @identity_minus_one_inapplicable_r8_check
// CHECK-NEXT: %[[R:.*]] = reshape.static_reshape
// CHECK-NEXT: return %[[R]]
func.func @identity_minus_one_inapplicable_r8_check(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = reshape.static_reshape %x [-1, 4] special_zero = false : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// A less static result type: the identity becomes a cast.
// CHECK-LABEL: func @identity_to_cast_success
// CHECK-SAME: %[[X:.*]]: tensor<3x4xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[X]] : tensor<3x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[C]]
func.func @identity_to_cast_success(%x: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %0 = reshape.static_reshape %x [0, 0] special_zero = true : tensor<3x4xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Equal types alone prove nothing: ?x? to ?x? can be 2x6 to 3x4.
// CHECK-LABEL: func @identity_inapplicable_equal_types_only
// CHECK: reshape.dynamic_reshape
func.func @identity_inapplicable_equal_types_only(%x: tensor<?x?xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?x?xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

// -----

// Two different `?` dims: not provably an identity.
// CHECK-LABEL: func @identity_inapplicable_different_dims
// CHECK: reshape.static_reshape %{{.*}} [-1, 0] special_zero = true
func.func @identity_inapplicable_different_dims(%x: tensor<?x?x1xf32>) -> tensor<?x?xf32> {
  %0 = reshape.static_reshape %x [-1, 0] special_zero = true : tensor<?x?x1xf32>
  return %0 : tensor<?x?xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Reshape of a reshape
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @reshape_of_reshape_success
// CHECK-SAME: %[[X:.*]]: tensor<2x3x4xf32>
// CHECK-NEXT: %[[R:.*]] = reshape.static_reshape %[[X]] [4, 6] special_zero = false : tensor<2x3x4xf32> -> tensor<4x6xf32>
// CHECK-NEXT: return %[[R]]
func.func @reshape_of_reshape_success(%x: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
  %0 = reshape.static_reshape %x [6, 4] special_zero = false : tensor<2x3x4xf32>
  %1 = reshape.static_reshape %0 [4, -1] special_zero = false : tensor<6x4xf32>
  return %1 : tensor<4x6xf32>
}

// -----

// The outer special_zero copies dim 0 of the intermediate 3x8, not of the
// input 2x3x4: the result is 3x8. (Applied to the input it would give 2x12,
// the same volume.)
// CHECK-LABEL: func @reshape_of_reshape_special_zero_success
// CHECK-SAME: %[[X:.*]]: tensor<2x3x4xf32>
// CHECK-NEXT: %[[R:.*]] = reshape.static_reshape %[[X]] [3, 8] special_zero = false : tensor<2x3x4xf32> -> tensor<3x8xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[R]] : tensor<3x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[C]]
func.func @reshape_of_reshape_special_zero_success(%x: tensor<2x3x4xf32>) -> tensor<?x?xf32> {
  %0 = reshape.static_reshape %x [3, 8] special_zero = false : tensor<2x3x4xf32>
  %1 = reshape.static_reshape %0 [0, -1] special_zero = true : tensor<3x8xf32> -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// A dynamic dim copied through both: it stays a copy of the input dim.
// CHECK-LABEL: func @reshape_of_reshape_dynamic_copy_success
// CHECK-SAME: %[[X:.*]]: tensor<?x2048xf32>
// CHECK-NEXT: %[[R:.*]] = reshape.static_reshape %[[X]] [0, 16, 128] special_zero = true : tensor<?x2048xf32> -> tensor<?x16x128xf32>
// CHECK-NEXT: return %[[R]]
func.func @reshape_of_reshape_dynamic_copy_success(%x: tensor<?x2048xf32>) -> tensor<?x16x128xf32> {
  %0 = reshape.static_reshape %x [0, -1, 64] special_zero = true : tensor<?x2048xf32>
  %1 = reshape.static_reshape %0 [0, 16, -1] special_zero = true : tensor<?x32x64xf32>
  return %1 : tensor<?x16x128xf32>
}

// -----

// A dynamic_reshape without special_zero only needs the element count.
// CHECK-LABEL: func @dynamic_of_static_success
// CHECK-SAME: %[[X:.*]]: tensor<2x3x4xf32>, %[[S:.*]]: tensor<2xi32>
// CHECK-NEXT: %[[R:.*]] = reshape.dynamic_reshape %[[X]], %[[S]] special_zero = false : tensor<2x3x4xf32>, tensor<2xi32>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_of_static_success(%x: tensor<2x3x4xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.static_reshape %x [6, 4] special_zero = false : tensor<2x3x4xf32>
  %1 = reshape.dynamic_reshape %0, %s special_zero = false : tensor<6x4xf32>, tensor<2xi32>
  return %1 : tensor<?x?xf32>
}

// -----

// With special_zero its zeros would copy dims of the intermediate shape.
// CHECK-LABEL: func @dynamic_of_static_inapplicable_special_zero
// CHECK: reshape.static_reshape
// CHECK: reshape.dynamic_reshape
func.func @dynamic_of_static_inapplicable_special_zero(%x: tensor<2x3x4xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.static_reshape %x [6, 4] special_zero = false : tensor<2x3x4xf32>
  %1 = reshape.dynamic_reshape %0, %s special_zero = true : tensor<6x4xf32>, tensor<2xi32>
  return %1 : tensor<?x?xf32>
}

// -----

// The inner reshape checks R5 when it runs: folding would drop the check.
// CHECK-LABEL: func @reshape_of_reshape_inapplicable_runtime_check
// CHECK: reshape.static_reshape %{{.*}} [3, 8]
// CHECK: reshape.static_reshape %{{.*}} [24]
func.func @reshape_of_reshape_inapplicable_runtime_check(%x: tensor<?x4xf32>) -> tensor<24xf32> {
  %0 = reshape.static_reshape %x [3, 8] special_zero = false : tensor<?x4xf32>
  %1 = reshape.static_reshape %0 [24] special_zero = false : tensor<3x8xf32>
  return %1 : tensor<24xf32>
}

// -----

// The inner dynamic_reshape checks its runtime values.
// CHECK-LABEL: func @reshape_of_reshape_inapplicable_dynamic_inner
// CHECK: reshape.dynamic_reshape
// CHECK: reshape.static_reshape
func.func @reshape_of_reshape_inapplicable_dynamic_inner(%x: tensor<2x3x4xf32>, %s: tensor<2xi32>) -> tensor<?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<2x3x4xf32>, tensor<2xi32>
  %1 = reshape.static_reshape %0 [-1] special_zero = false : tensor<?x?xf32>
  return %1 : tensor<?xf32>
}

// -----

// The inner -1 moves a dynamic dim and needs a runtime check (R8 on
// 2 * ?), which composing would drop; the outer copies check the volume of
// ?x2 (R8): neither folds.
// CHECK-LABEL: func @reshape_of_reshape_inapplicable_checked_inner
// CHECK-SAME: %[[X:.*]]: tensor<2x?xf32>
// CHECK-NEXT: %[[R:.*]] = reshape.static_reshape %[[X]] [-1, 2] special_zero = false : tensor<2x?xf32> -> tensor<?x2xf32>
// CHECK-NEXT: %[[S:.*]] = reshape.static_reshape %[[R]] [0, 0] special_zero = true : tensor<?x2xf32> -> tensor<?x2xf32>
// CHECK-NEXT: return %[[S]]
func.func @reshape_of_reshape_inapplicable_checked_inner(%x: tensor<2x?xf32>) -> tensor<?x2xf32> {
  %0 = reshape.static_reshape %x [-1, 2] special_zero = false : tensor<2x?xf32>
  %1 = reshape.static_reshape %0 [0, 0] special_zero = true : tensor<?x2xf32>
  return %1 : tensor<?x2xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @constant_splat_success
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<1.000000e+00> : tensor<3x2xf32>
// CHECK-NEXT: return %[[C]]
func.func @constant_splat_success() -> tensor<3x2xf32> {
  %c = arith.constant dense<1.0> : tensor<2x3xf32>
  %0 = reshape.static_reshape %c [3, -1] special_zero = false : tensor<2x3xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// CHECK-LABEL: func @constant_dense_success
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
// CHECK-NEXT: return %[[C]]
func.func @constant_dense_success() -> tensor<3x2xi32> {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %0 = reshape.static_reshape %c [3, 2] special_zero = false : tensor<2x3xi32>
  return %0 : tensor<3x2xi32>
}

// -----

// A string constant (OpenVINO string tensors) folds too: its storage is not
// that of ints and floats, and DenseElementsAttr::reshape crashed on it.
// CHECK-LABEL: func @constant_strings_success
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}["a", "bb"], ["ccc", "dddd"]]> : tensor<2x2x!openvino.element<"string">>
// CHECK-NEXT: %[[S:.*]] = arith.constant dense<"abc"> : tensor<2x2x!openvino.element<"string">>
// CHECK-NEXT: return %[[C]], %[[S]]
func.func @constant_strings_success() -> (tensor<2x2x!openvino.element<"string">>, tensor<2x2x!openvino.element<"string">>) {
  %c = arith.constant dense<["a", "bb", "ccc", "dddd"]> : tensor<4x!openvino.element<"string">>
  %0 = reshape.static_reshape %c [2, 2] special_zero = false : tensor<4x!openvino.element<"string">>
  %s = arith.constant dense<"abc"> : tensor<4x!openvino.element<"string">>
  %1 = reshape.static_reshape %s [2, -1] special_zero = false : tensor<4x!openvino.element<"string">>
  return %0, %1 : tensor<2x2x!openvino.element<"string">>, tensor<2x2x!openvino.element<"string">>
}

// -----

// A constant of more than 1024 elements with two uses would be duplicated.
// CHECK-LABEL: func @constant_dense_inapplicable_large_and_shared
// CHECK: %[[C:.*]] = arith.constant dense<"0x00000100
// CHECK: reshape.static_reshape %[[C]] [1025, 2]
func.func @constant_dense_inapplicable_large_and_shared() -> (tensor<2050xi16>, tensor<1025x2xi16>) {
  %c = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191, 192, 193, 194, 195, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223, 224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239, 240, 241, 242, 243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 253, 254, 255, 256, 257, 258, 259, 260, 261, 262, 263, 264, 265, 266, 267, 268, 269, 270, 271, 272, 273, 274, 275, 276, 277, 278, 279, 280, 281, 282, 283, 284, 285, 286, 287, 288, 289, 290, 291, 292, 293, 294, 295, 296, 297, 298, 299, 300, 301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 311, 312, 313, 314, 315, 316, 317, 318, 319, 320, 321, 322, 323, 324, 325, 326, 327, 328, 329, 330, 331, 332, 333, 334, 335, 336, 337, 338, 339, 340, 341, 342, 343, 344, 345, 346, 347, 348, 349, 350, 351, 352, 353, 354, 355, 356, 357, 358, 359, 360, 361, 362, 363, 364, 365, 366, 367, 368, 369, 370, 371, 372, 373, 374, 375, 376, 377, 378, 379, 380, 381, 382, 383, 384, 385, 386, 387, 388, 389, 390, 391, 392, 393, 394, 395, 396, 397, 398, 399, 400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 418, 419, 420, 421, 422, 423, 424, 425, 426, 427, 428, 429, 430, 431, 432, 433, 434, 435, 436, 437, 438, 439, 440, 441, 442, 443, 444, 445, 446, 447, 448, 449, 450, 451, 452, 453, 454, 455, 456, 457, 458, 459, 460, 461, 462, 463, 464, 465, 466, 467, 468, 469, 470, 471, 472, 473, 474, 475, 476, 477, 478, 479, 480, 481, 482, 483, 484, 485, 486, 487, 488, 489, 490, 491, 492, 493, 494, 495, 496, 497, 498, 499, 500, 501, 502, 503, 504, 505, 506, 507, 508, 509, 510, 511, 512, 513, 514, 515, 516, 517, 518, 519, 520, 521, 522, 523, 524, 525, 526, 527, 528, 529, 530, 531, 532, 533, 534, 535, 536, 537, 538, 539, 540, 541, 542, 543, 544, 545, 546, 547, 548, 549, 550, 551, 552, 553, 554, 555, 556, 557, 558, 559, 560, 561, 562, 563, 564, 565, 566, 567, 568, 569, 570, 571, 572, 573, 574, 575, 576, 577, 578, 579, 580, 581, 582, 583, 584, 585, 586, 587, 588, 589, 590, 591, 592, 593, 594, 595, 596, 597, 598, 599, 600, 601, 602, 603, 604, 605, 606, 607, 608, 609, 610, 611, 612, 613, 614, 615, 616, 617, 618, 619, 620, 621, 622, 623, 624, 625, 626, 627, 628, 629, 630, 631, 632, 633, 634, 635, 636, 637, 638, 639, 640, 641, 642, 643, 644, 645, 646, 647, 648, 649, 650, 651, 652, 653, 654, 655, 656, 657, 658, 659, 660, 661, 662, 663, 664, 665, 666, 667, 668, 669, 670, 671, 672, 673, 674, 675, 676, 677, 678, 679, 680, 681, 682, 683, 684, 685, 686, 687, 688, 689, 690, 691, 692, 693, 694, 695, 696, 697, 698, 699, 700, 701, 702, 703, 704, 705, 706, 707, 708, 709, 710, 711, 712, 713, 714, 715, 716, 717, 718, 719, 720, 721, 722, 723, 724, 725, 726, 727, 728, 729, 730, 731, 732, 733, 734, 735, 736, 737, 738, 739, 740, 741, 742, 743, 744, 745, 746, 747, 748, 749, 750, 751, 752, 753, 754, 755, 756, 757, 758, 759, 760, 761, 762, 763, 764, 765, 766, 767, 768, 769, 770, 771, 772, 773, 774, 775, 776, 777, 778, 779, 780, 781, 782, 783, 784, 785, 786, 787, 788, 789, 790, 791, 792, 793, 794, 795, 796, 797, 798, 799, 800, 801, 802, 803, 804, 805, 806, 807, 808, 809, 810, 811, 812, 813, 814, 815, 816, 817, 818, 819, 820, 821, 822, 823, 824, 825, 826, 827, 828, 829, 830, 831, 832, 833, 834, 835, 836, 837, 838, 839, 840, 841, 842, 843, 844, 845, 846, 847, 848, 849, 850, 851, 852, 853, 854, 855, 856, 857, 858, 859, 860, 861, 862, 863, 864, 865, 866, 867, 868, 869, 870, 871, 872, 873, 874, 875, 876, 877, 878, 879, 880, 881, 882, 883, 884, 885, 886, 887, 888, 889, 890, 891, 892, 893, 894, 895, 896, 897, 898, 899, 900, 901, 902, 903, 904, 905, 906, 907, 908, 909, 910, 911, 912, 913, 914, 915, 916, 917, 918, 919, 920, 921, 922, 923, 924, 925, 926, 927, 928, 929, 930, 931, 932, 933, 934, 935, 936, 937, 938, 939, 940, 941, 942, 943, 944, 945, 946, 947, 948, 949, 950, 951, 952, 953, 954, 955, 956, 957, 958, 959, 960, 961, 962, 963, 964, 965, 966, 967, 968, 969, 970, 971, 972, 973, 974, 975, 976, 977, 978, 979, 980, 981, 982, 983, 984, 985, 986, 987, 988, 989, 990, 991, 992, 993, 994, 995, 996, 997, 998, 999, 1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012, 1013, 1014, 1015, 1016, 1017, 1018, 1019, 1020, 1021, 1022, 1023, 1024, 1025, 1026, 1027, 1028, 1029, 1030, 1031, 1032, 1033, 1034, 1035, 1036, 1037, 1038, 1039, 1040, 1041, 1042, 1043, 1044, 1045, 1046, 1047, 1048, 1049, 1050, 1051, 1052, 1053, 1054, 1055, 1056, 1057, 1058, 1059, 1060, 1061, 1062, 1063, 1064, 1065, 1066, 1067, 1068, 1069, 1070, 1071, 1072, 1073, 1074, 1075, 1076, 1077, 1078, 1079, 1080, 1081, 1082, 1083, 1084, 1085, 1086, 1087, 1088, 1089, 1090, 1091, 1092, 1093, 1094, 1095, 1096, 1097, 1098, 1099, 1100, 1101, 1102, 1103, 1104, 1105, 1106, 1107, 1108, 1109, 1110, 1111, 1112, 1113, 1114, 1115, 1116, 1117, 1118, 1119, 1120, 1121, 1122, 1123, 1124, 1125, 1126, 1127, 1128, 1129, 1130, 1131, 1132, 1133, 1134, 1135, 1136, 1137, 1138, 1139, 1140, 1141, 1142, 1143, 1144, 1145, 1146, 1147, 1148, 1149, 1150, 1151, 1152, 1153, 1154, 1155, 1156, 1157, 1158, 1159, 1160, 1161, 1162, 1163, 1164, 1165, 1166, 1167, 1168, 1169, 1170, 1171, 1172, 1173, 1174, 1175, 1176, 1177, 1178, 1179, 1180, 1181, 1182, 1183, 1184, 1185, 1186, 1187, 1188, 1189, 1190, 1191, 1192, 1193, 1194, 1195, 1196, 1197, 1198, 1199, 1200, 1201, 1202, 1203, 1204, 1205, 1206, 1207, 1208, 1209, 1210, 1211, 1212, 1213, 1214, 1215, 1216, 1217, 1218, 1219, 1220, 1221, 1222, 1223, 1224, 1225, 1226, 1227, 1228, 1229, 1230, 1231, 1232, 1233, 1234, 1235, 1236, 1237, 1238, 1239, 1240, 1241, 1242, 1243, 1244, 1245, 1246, 1247, 1248, 1249, 1250, 1251, 1252, 1253, 1254, 1255, 1256, 1257, 1258, 1259, 1260, 1261, 1262, 1263, 1264, 1265, 1266, 1267, 1268, 1269, 1270, 1271, 1272, 1273, 1274, 1275, 1276, 1277, 1278, 1279, 1280, 1281, 1282, 1283, 1284, 1285, 1286, 1287, 1288, 1289, 1290, 1291, 1292, 1293, 1294, 1295, 1296, 1297, 1298, 1299, 1300, 1301, 1302, 1303, 1304, 1305, 1306, 1307, 1308, 1309, 1310, 1311, 1312, 1313, 1314, 1315, 1316, 1317, 1318, 1319, 1320, 1321, 1322, 1323, 1324, 1325, 1326, 1327, 1328, 1329, 1330, 1331, 1332, 1333, 1334, 1335, 1336, 1337, 1338, 1339, 1340, 1341, 1342, 1343, 1344, 1345, 1346, 1347, 1348, 1349, 1350, 1351, 1352, 1353, 1354, 1355, 1356, 1357, 1358, 1359, 1360, 1361, 1362, 1363, 1364, 1365, 1366, 1367, 1368, 1369, 1370, 1371, 1372, 1373, 1374, 1375, 1376, 1377, 1378, 1379, 1380, 1381, 1382, 1383, 1384, 1385, 1386, 1387, 1388, 1389, 1390, 1391, 1392, 1393, 1394, 1395, 1396, 1397, 1398, 1399, 1400, 1401, 1402, 1403, 1404, 1405, 1406, 1407, 1408, 1409, 1410, 1411, 1412, 1413, 1414, 1415, 1416, 1417, 1418, 1419, 1420, 1421, 1422, 1423, 1424, 1425, 1426, 1427, 1428, 1429, 1430, 1431, 1432, 1433, 1434, 1435, 1436, 1437, 1438, 1439, 1440, 1441, 1442, 1443, 1444, 1445, 1446, 1447, 1448, 1449, 1450, 1451, 1452, 1453, 1454, 1455, 1456, 1457, 1458, 1459, 1460, 1461, 1462, 1463, 1464, 1465, 1466, 1467, 1468, 1469, 1470, 1471, 1472, 1473, 1474, 1475, 1476, 1477, 1478, 1479, 1480, 1481, 1482, 1483, 1484, 1485, 1486, 1487, 1488, 1489, 1490, 1491, 1492, 1493, 1494, 1495, 1496, 1497, 1498, 1499, 1500, 1501, 1502, 1503, 1504, 1505, 1506, 1507, 1508, 1509, 1510, 1511, 1512, 1513, 1514, 1515, 1516, 1517, 1518, 1519, 1520, 1521, 1522, 1523, 1524, 1525, 1526, 1527, 1528, 1529, 1530, 1531, 1532, 1533, 1534, 1535, 1536, 1537, 1538, 1539, 1540, 1541, 1542, 1543, 1544, 1545, 1546, 1547, 1548, 1549, 1550, 1551, 1552, 1553, 1554, 1555, 1556, 1557, 1558, 1559, 1560, 1561, 1562, 1563, 1564, 1565, 1566, 1567, 1568, 1569, 1570, 1571, 1572, 1573, 1574, 1575, 1576, 1577, 1578, 1579, 1580, 1581, 1582, 1583, 1584, 1585, 1586, 1587, 1588, 1589, 1590, 1591, 1592, 1593, 1594, 1595, 1596, 1597, 1598, 1599, 1600, 1601, 1602, 1603, 1604, 1605, 1606, 1607, 1608, 1609, 1610, 1611, 1612, 1613, 1614, 1615, 1616, 1617, 1618, 1619, 1620, 1621, 1622, 1623, 1624, 1625, 1626, 1627, 1628, 1629, 1630, 1631, 1632, 1633, 1634, 1635, 1636, 1637, 1638, 1639, 1640, 1641, 1642, 1643, 1644, 1645, 1646, 1647, 1648, 1649, 1650, 1651, 1652, 1653, 1654, 1655, 1656, 1657, 1658, 1659, 1660, 1661, 1662, 1663, 1664, 1665, 1666, 1667, 1668, 1669, 1670, 1671, 1672, 1673, 1674, 1675, 1676, 1677, 1678, 1679, 1680, 1681, 1682, 1683, 1684, 1685, 1686, 1687, 1688, 1689, 1690, 1691, 1692, 1693, 1694, 1695, 1696, 1697, 1698, 1699, 1700, 1701, 1702, 1703, 1704, 1705, 1706, 1707, 1708, 1709, 1710, 1711, 1712, 1713, 1714, 1715, 1716, 1717, 1718, 1719, 1720, 1721, 1722, 1723, 1724, 1725, 1726, 1727, 1728, 1729, 1730, 1731, 1732, 1733, 1734, 1735, 1736, 1737, 1738, 1739, 1740, 1741, 1742, 1743, 1744, 1745, 1746, 1747, 1748, 1749, 1750, 1751, 1752, 1753, 1754, 1755, 1756, 1757, 1758, 1759, 1760, 1761, 1762, 1763, 1764, 1765, 1766, 1767, 1768, 1769, 1770, 1771, 1772, 1773, 1774, 1775, 1776, 1777, 1778, 1779, 1780, 1781, 1782, 1783, 1784, 1785, 1786, 1787, 1788, 1789, 1790, 1791, 1792, 1793, 1794, 1795, 1796, 1797, 1798, 1799, 1800, 1801, 1802, 1803, 1804, 1805, 1806, 1807, 1808, 1809, 1810, 1811, 1812, 1813, 1814, 1815, 1816, 1817, 1818, 1819, 1820, 1821, 1822, 1823, 1824, 1825, 1826, 1827, 1828, 1829, 1830, 1831, 1832, 1833, 1834, 1835, 1836, 1837, 1838, 1839, 1840, 1841, 1842, 1843, 1844, 1845, 1846, 1847, 1848, 1849, 1850, 1851, 1852, 1853, 1854, 1855, 1856, 1857, 1858, 1859, 1860, 1861, 1862, 1863, 1864, 1865, 1866, 1867, 1868, 1869, 1870, 1871, 1872, 1873, 1874, 1875, 1876, 1877, 1878, 1879, 1880, 1881, 1882, 1883, 1884, 1885, 1886, 1887, 1888, 1889, 1890, 1891, 1892, 1893, 1894, 1895, 1896, 1897, 1898, 1899, 1900, 1901, 1902, 1903, 1904, 1905, 1906, 1907, 1908, 1909, 1910, 1911, 1912, 1913, 1914, 1915, 1916, 1917, 1918, 1919, 1920, 1921, 1922, 1923, 1924, 1925, 1926, 1927, 1928, 1929, 1930, 1931, 1932, 1933, 1934, 1935, 1936, 1937, 1938, 1939, 1940, 1941, 1942, 1943, 1944, 1945, 1946, 1947, 1948, 1949, 1950, 1951, 1952, 1953, 1954, 1955, 1956, 1957, 1958, 1959, 1960, 1961, 1962, 1963, 1964, 1965, 1966, 1967, 1968, 1969, 1970, 1971, 1972, 1973, 1974, 1975, 1976, 1977, 1978, 1979, 1980, 1981, 1982, 1983, 1984, 1985, 1986, 1987, 1988, 1989, 1990, 1991, 1992, 1993, 1994, 1995, 1996, 1997, 1998, 1999, 2000, 2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036, 2037, 2038, 2039, 2040, 2041, 2042, 2043, 2044, 2045, 2046, 2047, 2048, 2049]> : tensor<2050xi16>
  %0 = reshape.static_reshape %c [1025, 2] special_zero = false : tensor<2050xi16>
  return %c, %0 : tensor<2050xi16>, tensor<1025x2xi16>
}

// -----

// A result type with `?` never gets a folded constant (llvm#177845): the
// explicit-dims pattern makes the result static first, the constant folds
// into the static type, and a cast restores the written one.
// CHECK-LABEL: func @constant_dynamic_result_success
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<2.000000e+00> : tensor<3x2xf32>
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %[[C]] : tensor<3x2xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[CAST]]
func.func @constant_dynamic_result_success() -> tensor<?x?xf32> {
  %c = arith.constant dense<2.0> : tensor<2x3xf32>
  %0 = "reshape.static_reshape"(%c) <{shape = array<i64: 3, -1>, special_zero = false}> : (tensor<2x3xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

//===----------------------------------------------------------------------===//
// dynamic_reshape with a constant shape
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @constant_shape_success
// CHECK-SAME: %[[X:.*]]: tensor<3x4x5xf32>
// CHECK-NEXT: %[[R:.*]] = reshape.static_reshape %[[X]] [3, 20] special_zero = false : tensor<3x4x5xf32> -> tensor<3x20xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[R]] : tensor<3x20xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[C]]
func.func @constant_shape_success(%x: tensor<3x4x5xf32>) -> tensor<?x?xf32> {
  %s = arith.constant dense<[0, -1]> : tensor<2xi32>
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<3x4x5xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

// -----

// tensor.from_elements of constants and of a static dim.
// CHECK-LABEL: func @constant_from_elements_success
// CHECK-SAME: %[[X:.*]]: tensor<?x4xf32>
// CHECK-NEXT: %[[R:.*]] = reshape.static_reshape %[[X]] [0, 2, 2] special_zero = true : tensor<?x4xf32> -> tensor<?x2x2xf32>
// CHECK-NEXT: return %[[R]]
func.func @constant_from_elements_success(%x: tensor<?x4xf32>) -> tensor<?x2x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %d1 = tensor.dim %x, %c1 : tensor<?x4xf32>
  %half = arith.divui %d1, %c1 : index
  %two = arith.constant 2 : i64
  %s = tensor.from_elements %zero, %two, %two : tensor<3xi64>
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<?x4xf32>, tensor<3xi64> -> tensor<?x2x2xf32>
  return %0 : tensor<?x2x2xf32>
}

// -----

// A constant shape that breaks a rule stays: the program fails when it runs.
// CHECK-LABEL: func @constant_shape_inapplicable_breaks_r5
// CHECK: reshape.dynamic_reshape
func.func @constant_shape_inapplicable_breaks_r5(%x: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %s = arith.constant dense<[5, 5]> : tensor<2xi32>
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func @constant_shape_inapplicable_breaks_r2
// CHECK: reshape.dynamic_reshape
func.func @constant_shape_inapplicable_breaks_r2(%x: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %s = arith.constant dense<[-1, -1]> : tensor<2xi64>
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4xf32>, tensor<2xi64>
  return %0 : tensor<?x?xf32>
}

// -----

// A constant shape against a more static written type (R6).
// CHECK-LABEL: func @constant_shape_inapplicable_breaks_r6
// CHECK: reshape.dynamic_reshape
func.func @constant_shape_inapplicable_breaks_r6(%x: tensor<3x4xf32>) -> tensor<4x?xf32> {
  %s = arith.constant dense<[2, 6]> : tensor<2xi32>
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4xf32>, tensor<2xi32> -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Canonical form: explicit dims
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @explicit_dims_success
// CHECK-NEXT: reshape.static_reshape %{{.*}} [2, 150, 4] special_zero = false : tensor<2x5x5x24xf32> -> tensor<2x150x4xf32>
func.func @explicit_dims_success(%x: tensor<2x5x5x24xf32>) -> tensor<2x150x4xf32> {
  %0 = reshape.static_reshape %x [0, -1, 4] special_zero = true : tensor<2x5x5x24xf32>
  return %0 : tensor<2x150x4xf32>
}

// -----

// CHECK-LABEL: func @explicit_dims_inapplicable_dynamic_input
// CHECK-NEXT: reshape.static_reshape %{{.*}} [0, -1, 64] special_zero = true
func.func @explicit_dims_inapplicable_dynamic_input(%x: tensor<?x2048xf32>) -> tensor<?x32x64xf32> {
  %0 = reshape.static_reshape %x [0, -1, 64] special_zero = true : tensor<?x2048xf32>
  return %0 : tensor<?x32x64xf32>
}

// -----

//===----------------------------------------------------------------------===//
// tensor.dim, tensor.empty, tensor.cast
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @dim_of_reshape_success
// CHECK-SAME: %[[X:.*]]: tensor<?x2048xf32>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[X]], %[[C0]]
// CHECK-NEXT: return %[[D]]
func.func @dim_of_reshape_success(%x: tensor<?x2048xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = reshape.static_reshape %x [0, -1, 64] special_zero = true : tensor<?x2048xf32>
  %d = tensor.dim %0, %c0 : tensor<?x32x64xf32>
  return %d : index
}

// -----

// A reshape that needs a runtime check keeps its tensor.dim: the dim alone
// would drop the check with the reshape (found by the differential test:
// this reshape always fails, R4, one element is not divisible by 2).
// CHECK-LABEL: func @dim_of_reshape_inapplicable_runtime_check
// CHECK: %[[R:.*]] = reshape.static_reshape
// CHECK: tensor.dim %[[R]]
func.func @dim_of_reshape_inapplicable_runtime_check(%x: tensor<f32>) -> index {
  %u = tensor.cast %x : tensor<f32> to tensor<*xf32>
  %r = reshape.static_reshape %u [2, -1] special_zero = true : tensor<*xf32> -> tensor<?x?xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %r, %c1 : tensor<?x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func @dim_of_reshape_inapplicable_dynamic_reshape
// CHECK: tensor.dim %{{.*}} : tensor<?x?xf32>
func.func @dim_of_reshape_inapplicable_dynamic_reshape(%x: tensor<?x4xf32>, %s: tensor<2xi32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<?x4xf32>, tensor<2xi32>
  %d = tensor.dim %0, %c0 : tensor<?x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func @reshape_of_empty_success
// CHECK-SAME: %[[N:.*]]: index
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[N]]) : tensor<?x32x64xf32>
// CHECK-NEXT: return %[[E]]
func.func @reshape_of_empty_success(%n: index) -> tensor<?x32x64xf32> {
  %e = tensor.empty(%n) : tensor<?x2048xf32>
  %0 = reshape.static_reshape %e [0, -1, 64] special_zero = true : tensor<?x2048xf32>
  return %0 : tensor<?x32x64xf32>
}

// -----

// The reshape checks R5 when it runs: it stays.
// CHECK-LABEL: func @reshape_of_empty_inapplicable_runtime_check
// CHECK: reshape.static_reshape
func.func @reshape_of_empty_inapplicable_runtime_check(%n: index) -> tensor<3x8xf32> {
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %0 = reshape.static_reshape %e [3, 8] special_zero = false : tensor<?x4xf32>
  return %0 : tensor<3x8xf32>
}

// -----

// CHECK-LABEL: func @input_cast_success
// CHECK-SAME: %[[X:.*]]: tensor<3x4xf32>
// CHECK-NEXT: %[[R:.*]] = reshape.static_reshape %[[X]] [12] special_zero = false : tensor<3x4xf32> -> tensor<12xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[R]] : tensor<12xf32> to tensor<?xf32>
// CHECK-NEXT: return %[[C]]
func.func @input_cast_success(%x: tensor<3x4xf32>) -> tensor<?xf32> {
  %c = tensor.cast %x : tensor<3x4xf32> to tensor<?x?xf32>
  %0 = reshape.static_reshape %c [-1] special_zero = false : tensor<?x?xf32>
  return %0 : tensor<?xf32>
}

// -----

// With the static input the reshape would break R5 at compile time: the
// cast stays, and the program fails when it runs.
// CHECK-LABEL: func @input_cast_inapplicable_breaks_r5
// CHECK: tensor.cast
// CHECK: reshape.static_reshape
func.func @input_cast_inapplicable_breaks_r5(%x: tensor<2x4xf32>) -> tensor<3x5xf32> {
  %c = tensor.cast %x : tensor<2x4xf32> to tensor<?x4xf32>
  %0 = reshape.static_reshape %c [3, 5] special_zero = false : tensor<?x4xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// CHECK-LABEL: func @input_cast_dynamic_success
// CHECK-SAME: %[[X:.*]]: tensor<3x4xf32>, %[[S:.*]]: tensor<2xi32>
// CHECK-NEXT: reshape.dynamic_reshape %[[X]], %[[S]] special_zero = true : tensor<3x4xf32>, tensor<2xi32> -> tensor<?x?xf32>
func.func @input_cast_dynamic_success(%x: tensor<3x4xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %c = tensor.cast %x : tensor<3x4xf32> to tensor<?x?xf32>
  %0 = reshape.dynamic_reshape %c, %s special_zero = true : tensor<?x?xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func @result_cast_success
// CHECK-NEXT: %[[R:.*]] = reshape.dynamic_reshape %{{.*}}, %{{.*}} special_zero = false : tensor<?x?xf32>, tensor<2xi32> -> tensor<4x6xf32>
// CHECK-NEXT: return %[[R]]
func.func @result_cast_success(%x: tensor<?x?xf32>, %s: tensor<2xi32>) -> tensor<4x6xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?x?xf32>, tensor<2xi32>
  %c = tensor.cast %0 : tensor<?x?xf32> to tensor<4x6xf32>
  return %c : tensor<4x6xf32>
}

// -----

// A static input of 2x3 and a cast to 7 elements: R10 at compile time. The
// reshape cannot declare the cast's type; the cast is checked where it is
// (it fails whenever it runs), not left to upstream's folders, which trust
// its extents (found by review: tensor.dim of such a cast printed 7).
// CHECK-LABEL: func @result_cast_inapplicable_breaks_r10
// CHECK: %[[R:.*]] = reshape.dynamic_reshape {{.*}} -> tensor<?xf32>
// CHECK-NEXT: %[[C:.*]] = reshape.static_reshape %[[R]] [0] special_zero = true : tensor<?xf32> -> tensor<7xf32>
// CHECK-NEXT: return %[[C]]
func.func @result_cast_inapplicable_breaks_r10(%x: tensor<2x3xf32>, %s: tensor<1xi32>) -> tensor<7xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<2x3xf32>, tensor<1xi32>
  %c = tensor.cast %0 : tensor<?xf32> to tensor<7xf32>
  return %c : tensor<7xf32>
}

// -----

// A module body is a graph region: an op may use its own result, or two ops
// each other's. Folders and patterns that look through producers leave such
// ops alone (found by the canonicalize fuzzer: this looped forever); region
// DCE then erases the unused cycle.
// CHECK-LABEL: module
// CHECK-NOT: reshape.
%0 = reshape.static_reshape %0 [0, 16, -1] special_zero = true : tensor<?x16x64xf16>
%1 = reshape.static_reshape %2 [-1] special_zero = false : tensor<4x4xf32>
%2 = reshape.static_reshape %1 [4, 4] special_zero = false : tensor<16xf32>
%3 = reshape.dynamic_reshape %4, %s special_zero = false : tensor<?xf32>, tensor<1xi32>
%4 = tensor.cast %3 : tensor<?xf32> to tensor<?xf32>
%s = arith.constant dense<[-1]> : tensor<1xi32>

// -----

// A constant input with a static declared result, but shape values known
// only at run time: no fold, the checks of the values stay.
// CHECK-LABEL: func @constant_input_inapplicable_unknown_values
// CHECK: %[[R:.*]] = reshape.dynamic_reshape
// CHECK: return %[[R]]
func.func @constant_input_inapplicable_unknown_values(%s: tensor<2xi32>) -> tensor<4x15xf32> {
  %c = arith.constant dense<1.0> : tensor<60xf32>
  %0 = reshape.dynamic_reshape %c, %s special_zero = false : tensor<60xf32>, tensor<2xi32> -> tensor<4x15xf32>
  return %0 : tensor<4x15xf32>
}

// -----

// A constant input and constant values that break R5: no fold, no
// static_reshape (the program fails when it runs).
// CHECK-LABEL: func @constant_input_inapplicable_breaks_r5
// CHECK: %[[R:.*]] = reshape.dynamic_reshape
// CHECK: return %[[R]]
func.func @constant_input_inapplicable_breaks_r5() -> tensor<?x?xf32> {
  %c = arith.constant dense<1.0> : tensor<60xf32>
  %s = arith.constant dense<[7, 9]> : tensor<2xi32>
  %0 = reshape.dynamic_reshape %c, %s special_zero = false : tensor<60xf32>, tensor<2xi32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// An unused reshape with runtime checks is not dead: it writes the check
// resource. An unused reshape that needs no check is.
// CHECK-LABEL: func @unused_checked_reshapes_stay
// CHECK-NEXT: reshape.dynamic_reshape
// CHECK-NEXT: reshape.static_reshape %{{.*}} [7, -1]
// CHECK-NEXT: return
func.func @unused_checked_reshapes_stay(%x: tensor<?x4x5xf32>, %s: tensor<2xi32>) {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?x4x5xf32>, tensor<2xi32>
  %1 = reshape.static_reshape %x [7, -1] special_zero = false : tensor<?x4x5xf32>
  %2 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<?x4x5xf32>
  return
}

// -----

// A 0 among the input dims makes the product the -1 spans 0, which never
// overflows, wherever the 0 is: no check, so the unused ones go. (A 0
// before a `?` was not multiplied out, and the overflow of the next
// factor was unknown.)
// CHECK-LABEL: func @unused_reshapes_of_zero_elements_go
// CHECK-NEXT: return
func.func @unused_reshapes_of_zero_elements_go(%a: tensor<0x?x?xf32>, %b: tensor<?x0x?xf32>, %c: tensor<?x?x0xf32>) {
  %0 = reshape.static_reshape %a [-1] special_zero = false : tensor<0x?x?xf32>
  %1 = reshape.static_reshape %b [-1] special_zero = false : tensor<?x0x?xf32>
  %2 = reshape.static_reshape %c [-1] special_zero = false : tensor<?x?x0xf32>
  return
}

// -----

// A cast in another block may not run: its type is checked where it is,
// by an identity reshape (special_zero copies every dim) that declares it,
// and not on the paths where it does not run (the new reshape used to be
// built there, and the checks of the old one went with it; later the
// cast was left unchecked, and a contradicting one read wrong extents).
// CHECK-LABEL: func @result_cast_other_block
// CHECK: %[[R:.*]] = reshape.dynamic_reshape {{.*}} -> tensor<?x?xf32>
// CHECK: scf.if
// CHECK-NEXT: %[[K:.*]] = reshape.static_reshape %[[R]] [0, 0] special_zero = true : tensor<?x?xf32> -> tensor<4x15xf32>
// CHECK-NEXT: "test.use"(%[[K]])
func.func @result_cast_other_block(%x: tensor<60xf32>, %s: tensor<2xi32>, %c: i1) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<60xf32>, tensor<2xi32> -> tensor<?x?xf32>
  scf.if %c {
    %k = tensor.cast %0 : tensor<?x?xf32> to tensor<4x15xf32>
    "test.use"(%k) : (tensor<4x15xf32>) -> ()
  }
  %e = tensor.empty() : tensor<1x1xf32>
  %r = tensor.cast %e : tensor<1x1xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// A cast in the reshape's block whose value is used only in a loop body (as
// --loop-invariant-code-motion leaves it: the cast is pure): the loop may
// not run, so the cast's type is not checked (found by review: a valid
// program stopped with R6).
// CHECK-LABEL: func @result_cast_inapplicable_used_in_loop
// CHECK: %[[R:.*]] = reshape.dynamic_reshape {{.*}} -> tensor<?x?xf32>
// CHECK: tensor.cast %[[R]] : tensor<?x?xf32> to tensor<4x15xf32>
// CHECK: scf.for
func.func @result_cast_inapplicable_used_in_loop(%x: tensor<60xf32>, %s: tensor<2xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<60xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %k = tensor.cast %0 : tensor<?x?xf32> to tensor<4x15xf32>
  %u = tensor.cast %k : tensor<4x15xf32> to tensor<*xf32>
  scf.for %i = %c0 to %n step %c1 {
    "test.use"(%u) : (tensor<*xf32>) -> ()
  }
  return
}

// -----

// A cast whose value a select may not pick, or a cf.cond_br passes on one
// edge only: canonicalization checks it at the reshape all the same, as
// nothing else checks it (left alone, upstream's folds read through it:
// an invalid program ran; found by review); a cast that
// reshape-check-tensor-extents checks where its value is picked
// (`reshape.extents_checked`) is left as it is.
// CHECK-LABEL: func @result_cast_select_or_branch
// CHECK: reshape.dynamic_reshape {{.*}} -> tensor<4x15xf32>
// CHECK-NOT: tensor.cast
// CHECK: arith.select
// CHECK: reshape.dynamic_reshape {{.*}} -> tensor<4x15xf32>
// CHECK-NOT: tensor.cast
// CHECK: cf.cond_br
// CHECK: %[[R:.*]] = reshape.dynamic_reshape {{.*}} -> tensor<?x?xf32>
// CHECK: tensor.cast %[[R]] {reshape.extents_checked} : tensor<?x?xf32> to tensor<4x15xf32>
func.func @result_cast_select_or_branch(%x: tensor<60xf32>, %s: tensor<2xi32>, %p: i1, %y: tensor<4x15xf32>) {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<60xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %k = tensor.cast %0 : tensor<?x?xf32> to tensor<4x15xf32>
  %v = arith.select %p, %k, %y : tensor<4x15xf32>
  "test.use"(%v) : (tensor<4x15xf32>) -> ()
  %1 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<60xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %j = tensor.cast %1 : tensor<?x?xf32> to tensor<4x15xf32>
  cf.cond_br %p, ^bb1(%j : tensor<4x15xf32>), ^bb2
^bb1(%a: tensor<4x15xf32>):
  "test.use"(%a) : (tensor<4x15xf32>) -> ()
  cf.br ^bb2
^bb2:
  %2 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<60xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %m = tensor.cast %2 {reshape.extents_checked} : tensor<?x?xf32> to tensor<4x15xf32>
  %w = arith.select %p, %m, %y : tensor<4x15xf32>
  "test.use"(%w) : (tensor<4x15xf32>) -> ()
  return
}

// -----

// An op with an effect between the cast and the use of its value: the check
// would run before it. The cast stays, as upstream's tensor.cast (a type
// its value contradicts at run time is undefined behaviour).
// CHECK-LABEL: func @result_cast_inapplicable_effect_before_use
// CHECK: %[[R:.*]] = reshape.dynamic_reshape {{.*}} -> tensor<?x?xf32>
// CHECK-NEXT: %[[K:.*]] = tensor.cast %[[R]] : tensor<?x?xf32> to tensor<4x15xf32>
// CHECK-NEXT: "test.before_use"()
func.func @result_cast_inapplicable_effect_before_use(%x: tensor<60xf32>, %s: tensor<2xi32>) -> tensor<4x15xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<60xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %k = tensor.cast %0 : tensor<?x?xf32> to tensor<4x15xf32>
  "test.before_use"() : () -> ()
  return %k : tensor<4x15xf32>
}

// -----

// A cast in the reshape's block, with only pure ops before its value is
// used: the new reshape takes the old one's place.
// CHECK-LABEL: func @result_cast_same_block_success
// CHECK-NEXT: %[[R:.*]] = reshape.dynamic_reshape {{.*}} -> tensor<4x15xf32>
// CHECK-NEXT: %[[SUM:.*]] = arith.addi
// CHECK-NEXT: return %[[R]], %[[SUM]]
func.func @result_cast_same_block_success(%x: tensor<60xf32>, %s: tensor<2xi32>, %a: index) -> (tensor<4x15xf32>, index) {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<60xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %sum = arith.addi %a, %a : index
  %k = tensor.cast %0 : tensor<?x?xf32> to tensor<4x15xf32>
  return %k, %sum : tensor<4x15xf32>, index
}

// -----

// An op with an effect between the reshape and the cast (a call that may
// not return, another reshape whose check may fail first, an op of unknown
// effects): the check of the cast's type stays after it, an identity
// reshape where the cast was (found by review: moved into the reshape, it
// stopped a program that called exit(0) in between with R6, and reported
// R6 at the first reshape where the second broke R5 first).
// CHECK-LABEL: func @result_cast_effect_between
// CHECK: %[[R:.*]] = reshape.dynamic_reshape {{.*}} -> tensor<?x?xf32>
// CHECK: call @exit
// CHECK-NEXT: reshape.static_reshape %[[R]] [0, 0] special_zero = true : tensor<?x?xf32> -> tensor<4x15xf32>
// CHECK-LABEL: func @result_cast_reshape_between
// CHECK: %[[R:.*]] = reshape.dynamic_reshape {{.*}} -> tensor<?x?xf32>
// CHECK-NEXT: reshape.dynamic_reshape {{.*}} -> tensor<?x?xf32>
// CHECK-NEXT: reshape.static_reshape %[[R]] [0, 0] special_zero = true : tensor<?x?xf32> -> tensor<4x15xf32>
// CHECK-LABEL: func @result_cast_unknown_op_between
// CHECK: %[[R:.*]] = reshape.dynamic_reshape {{.*}} -> tensor<?x?xf32>
// CHECK-NEXT: "test.before_cast"()
// CHECK-NEXT: reshape.static_reshape %[[R]] [0, 0] special_zero = true : tensor<?x?xf32> -> tensor<4x15xf32>
func.func private @exit(i32)
func.func @result_cast_effect_between(%x: tensor<60xf32>, %s: tensor<2xi32>) -> tensor<4x15xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<60xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %z = arith.constant 0 : i32
  call @exit(%z) : (i32) -> ()
  %k = tensor.cast %0 : tensor<?x?xf32> to tensor<4x15xf32>
  return %k : tensor<4x15xf32>
}
func.func @result_cast_reshape_between(%x: tensor<60xf32>, %s: tensor<2xi32>, %t: tensor<2xi32>) -> (tensor<4x15xf32>, tensor<?x?xf32>) {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<60xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %1 = reshape.dynamic_reshape %x, %t special_zero = false : tensor<60xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %k = tensor.cast %0 : tensor<?x?xf32> to tensor<4x15xf32>
  return %k, %1 : tensor<4x15xf32>, tensor<?x?xf32>
}
func.func @result_cast_unknown_op_between(%x: tensor<60xf32>, %s: tensor<2xi32>) -> tensor<4x15xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<60xf32>, tensor<2xi32> -> tensor<?x?xf32>
  "test.before_cast"() : () -> ()
  %k = tensor.cast %0 : tensor<?x?xf32> to tensor<4x15xf32>
  return %k : tensor<4x15xf32>
}

// -----

// A reshape (a check) between a cast and the use of its value does not keep
// the cast from being checked: the check of the other reshape's cast, made
// where that cast was, sat between this cast and its use, and this cast
// stayed unchecked while upstream's folds took its extents for facts
// (found by review: a 6-element value reported 7, an extract_slice read
// 10^8 elements past a buffer of 2).
// CHECK-LABEL: func @result_casts_of_two_reshapes
// CHECK-DAG: %[[R1:.*]] = reshape.static_reshape %{{.*}} [-1] special_zero = false : tensor<?x?xf32> -> tensor<?xf32>
// CHECK-DAG: %[[R2:.*]] = reshape.static_reshape %{{.*}} [-1] special_zero = false : tensor<?x?xf32> -> tensor<7xf32>
// CHECK-DAG: reshape.static_reshape %[[R1]] [0] special_zero = true : tensor<?xf32> -> tensor<3xf32>
// CHECK-NOT: tensor.cast
// CHECK: return
func.func @result_casts_of_two_reshapes(%x1: tensor<?x?xf32>, %x2: tensor<?x?xf32>) -> tensor<2xi64> {
  %c0 = arith.constant 0 : index
  %r1 = reshape.static_reshape %x1 [-1] special_zero = false : tensor<?x?xf32> -> tensor<?xf32>
  %r2 = reshape.static_reshape %x2 [-1] special_zero = false : tensor<?x?xf32> -> tensor<?xf32>
  %k2 = tensor.cast %r2 : tensor<?xf32> to tensor<7xf32>
  %d2 = tensor.dim %k2, %c0 : tensor<7xf32>
  %k1 = tensor.cast %r1 : tensor<?xf32> to tensor<3xf32>
  %d1 = tensor.dim %k1, %c0 : tensor<3xf32>
  %i1 = arith.index_cast %d1 : index to i64
  %i2 = arith.index_cast %d2 : index to i64
  %t = tensor.from_elements %i1, %i2 : tensor<2xi64>
  return %t : tensor<2xi64>
}

// -----

// Nor does an op that holds only checks: the check made of a cast in an
// scf.if branch, between another cast and its use (found by review).
// CHECK-LABEL: func @result_cast_check_in_branch_between
// CHECK-DAG: %[[R2:.*]] = reshape.static_reshape %{{.*}} [-1] special_zero = false : tensor<?x?xf32> -> tensor<?xf32>
// CHECK-DAG: reshape.static_reshape %{{.*}} [-1] special_zero = false : tensor<?x?xf32> -> tensor<7xf32>
// CHECK: scf.if
// CHECK: reshape.static_reshape %[[R2]] [0] special_zero = true : tensor<?xf32> -> tensor<6xf32>
// CHECK-NOT: tensor.cast
// CHECK: return
func.func @result_cast_check_in_branch_between(%x1: tensor<?x?xf32>, %x2: tensor<?x?xf32>, %cond: i1) -> (index, index) {
  %c0 = arith.constant 0 : index
  %r2 = reshape.static_reshape %x2 [-1] special_zero = false : tensor<?x?xf32> -> tensor<?xf32>
  %r1 = reshape.static_reshape %x1 [-1] special_zero = false : tensor<?x?xf32> -> tensor<?xf32>
  %k1 = tensor.cast %r1 : tensor<?xf32> to tensor<7xf32>
  %d1 = tensor.dim %k1, %c0 : tensor<7xf32>
  %v = scf.if %cond -> (index) {
    %k2 = tensor.cast %r2 : tensor<?xf32> to tensor<6xf32>
    %d2 = tensor.dim %k2, %c0 : tensor<6xf32>
    scf.yield %d2 : index
  } else {
    scf.yield %c0 : index
  }
  return %d1, %v : index, index
}

// -----

// Two casts of one reshape become checks in one visit of the reshape: the
// driver visited the extract of the second before it came back, and
// upstream's pattern made it an extract of the unchecked source (found by
// review).
// CHECK-LABEL: func @result_casts_of_one_reshape
// CHECK: %[[R:.*]] = reshape.static_reshape %{{.*}} [-1] special_zero = false : tensor<?x?xf32> -> tensor<?xf32>
// CHECK: %[[A:.*]] = reshape.static_reshape %[[R]] [0] special_zero = true : tensor<?xf32> -> tensor<2xf32>
// CHECK: tensor.extract %[[A]]
// CHECK: %[[B:.*]] = reshape.static_reshape %[[R]] [0] special_zero = true : tensor<?xf32> -> tensor<3xf32>
// CHECK: tensor.extract %[[B]]
// CHECK-NOT: tensor.extract %[[R]]
// CHECK: return
func.func @result_casts_of_one_reshape(%x: tensor<?x?xf32>, %y: tensor<?x2x2xf32>) -> tensor<3xf32> {
  %c0 = arith.constant 0 : index
  %r = reshape.static_reshape %x [-1] special_zero = false : tensor<?x?xf32> -> tensor<?xf32>
  %p0 = reshape.static_reshape %y [0, -1] special_zero = true : tensor<?x2x2xf32> -> tensor<?x4xf32>
  %k1 = tensor.cast %r : tensor<?xf32> to tensor<2xf32>
  %e1 = tensor.extract %k1[%c0] : tensor<2xf32>
  %k0 = tensor.cast %r : tensor<?xf32> to tensor<3xf32>
  %e0 = tensor.extract %k0[%c0] : tensor<3xf32>
  %kp = tensor.cast %p0 : tensor<?x4xf32> to tensor<1x4xf32>
  %ep = tensor.extract %kp[%c0, %c0] : tensor<1x4xf32>
  %t = tensor.from_elements %e0, %e1, %ep : tensor<3xf32>
  return %t : tensor<3xf32>
}

// -----

// The verifier checks no dominance in the region of an unregistered op, so
// a reshape there may use its own result, or two reshapes each other's.
// Folders and patterns that look through producers leave them alone (this
// looped forever).

// CHECK-LABEL: func @cycles_in_unregistered_region
// CHECK: %[[S:.*]] = reshape.static_reshape %[[S]] [6]
// CHECK: %[[A:.*]] = reshape.static_reshape %[[B:.*]] [2, 3]
// CHECK: %[[B]] = reshape.static_reshape %[[A]] [6]
func.func @cycles_in_unregistered_region() {
  "test.region"() ({
    %1 = reshape.static_reshape %1 [-1] special_zero = false : tensor<6xf32> -> tensor<6xf32>
    "test.use"(%1) : (tensor<6xf32>) -> ()
    %a = reshape.static_reshape %b [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
    %b = reshape.static_reshape %a [6] special_zero = false : tensor<2x3xf32> -> tensor<6xf32>
    "test.use"(%b) : (tensor<6xf32>) -> ()
  }) : () -> ()
  return
}

// -----

// What does not look through a producer applies there too.
// CHECK-LABEL: func @no_cycle_in_unregistered_region
// CHECK: reshape.static_reshape %{{.*}} [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
func.func @no_cycle_in_unregistered_region(%x: tensor<6xf32>) {
  "test.region"() ({
    %a = reshape.static_reshape %x [2, -1] special_zero = false : tensor<6xf32> -> tensor<?x?xf32>
    "test.use"(%a) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  return
}

// -----

// A reshape in a region with dominance that uses a cycle of a graph region
// around it: the folders do not look through the cycle (this looped
// forever; found by the pipeline fuzzer).
// CHECK-LABEL: func @cycle_used_below
// CHECK: scf.if
// CHECK-NEXT: reshape.static_reshape %{{.*}} [1, 1]
func.func @cycle_used_below(%c: i1) {
  "test.graph"() ({
    %a = reshape.static_reshape %b [-1] special_zero = false : tensor<1xf32> -> tensor<1xf32>
    %b = reshape.static_reshape %a [1] special_zero = false : tensor<1xf32> -> tensor<1xf32>
    scf.if %c {
      %r = reshape.static_reshape %b [1, 1] special_zero = false : tensor<1xf32> -> tensor<1x1xf32>
      "test.sink"(%r) : (tensor<1x1xf32>) -> ()
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
