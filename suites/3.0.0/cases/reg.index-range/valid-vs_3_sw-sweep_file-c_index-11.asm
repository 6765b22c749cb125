// case: reg.index-range/valid/vs_3_sw/sweep_file-c_index-11 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_sw/sweep_file-c_index-11 (assemble)
// expect: the tokens of valid-vs_3_sw-sweep_file-c_index-11.bin
// origin: template reg_use {file: c, index: 11}
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, c11
mov o0, v0
