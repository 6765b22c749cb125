// case: reg.index-range/valid/vs_3_sw/sweep_file-c_index-15 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_sw/sweep_file-c_index-15 (assemble)
// expect: the tokens of valid-vs_3_sw-sweep_file-c_index-15.bin
// origin: template reg_use {file: c, index: 15}
vs_3_sw
dcl_position v0
dcl_position o0
mov r0, c15
mov o0, v0
