// case: reg.index-range/valid/vs_3_0/sweep_file-r_index-19 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_0/sweep_file-r_index-19 (assemble)
// expect: the tokens of valid-vs_3_0-sweep_file-r_index-19.bin
// origin: template reg_use {file: r, index: 19}
vs_3_0
dcl_position v0
dcl_position o0
mov r19, c0
mov o0, v0
