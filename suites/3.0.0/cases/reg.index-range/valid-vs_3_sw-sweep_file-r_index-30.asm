// case: reg.index-range/valid/vs_3_sw/sweep_file-r_index-30 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_sw/sweep_file-r_index-30 (assemble)
// expect: the tokens of valid-vs_3_sw-sweep_file-r_index-30.bin
// origin: template reg_use {file: r, index: 30}
vs_3_sw
dcl_position v0
dcl_position o0
mov r30, c0
mov o0, v0
