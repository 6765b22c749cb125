// case: reg.index-range/valid/vs_3_sw/c-sweep_file-c_index-2048 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_sw/c-sweep_file-c_index-2048 (assemble)
// expect: the tokens of valid-vs_3_sw-c-sweep_file-c_index-2048.bin
// origin: template reg_use {file: c, index: 2048}
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, c2048
mov o0, v0
