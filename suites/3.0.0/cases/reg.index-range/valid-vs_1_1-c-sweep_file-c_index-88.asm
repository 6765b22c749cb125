// case: reg.index-range/valid/vs_1_1/c-sweep_file-c_index-88 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_1_1/c-sweep_file-c_index-88 (assemble)
// expect: the tokens of valid-vs_1_1-c-sweep_file-c_index-88.bin
// origin: template reg_use {file: c, index: 88}
vs_1_1
dcl_position v0
mov r0, c88
mov oPos, v0
