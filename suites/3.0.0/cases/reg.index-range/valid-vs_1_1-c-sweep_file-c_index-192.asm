// case: reg.index-range/valid/vs_1_1/c-sweep_file-c_index-192 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_1_1/c-sweep_file-c_index-192 (assemble)
// expect: the tokens of valid-vs_1_1-c-sweep_file-c_index-192.bin
// origin: template reg_use {file: c, index: 192}
vs_1_1
dcl_position v0
mov r0, c192
mov oPos, v0
