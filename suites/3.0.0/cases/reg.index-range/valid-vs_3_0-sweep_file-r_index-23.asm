// case: reg.index-range/valid/vs_3_0/sweep_file-r_index-23 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_0/sweep_file-r_index-23 (assemble)
// expect: the tokens of valid-vs_3_0-sweep_file-r_index-23.bin
// origin: template reg_use {file: r, index: 23}
vs_3_0
dcl_position v0
dcl_position o0
mov r23, c0
mov o0, v0
