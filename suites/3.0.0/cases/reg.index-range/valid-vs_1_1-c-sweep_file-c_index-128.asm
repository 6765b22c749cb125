// case: reg.index-range/valid/vs_1_1/c-sweep_file-c_index-128 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_1_1/c-sweep_file-c_index-128 (assemble)
// expect: the tokens of valid-vs_1_1-c-sweep_file-c_index-128.bin
// origin: template reg_use {file: c, index: 128}
vs_1_1
dcl_position v0
mov r0, c128
mov oPos, v0
