// case: reg.index-range/valid/vs_3_sw/sweep_file-c_index-2 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_sw/sweep_file-c_index-2 (assemble)
// expect: the tokens of valid-vs_3_sw-sweep_file-c_index-2.bin
// origin: template reg_use {file: c, index: 2}
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, c2
mov o0, v0
