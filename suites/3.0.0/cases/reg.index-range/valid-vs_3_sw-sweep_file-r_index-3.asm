// case: reg.index-range/valid/vs_3_sw/sweep_file-r_index-3 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_sw/sweep_file-r_index-3 (assemble)
// expect: the tokens of valid-vs_3_sw-sweep_file-r_index-3.bin
// origin: template reg_use {file: r, index: 3}
vs_3_sw
dcl_position v0
dcl_position o0
mov r3, c0
mov o0, v0
