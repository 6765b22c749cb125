// case: reg.index-range/valid/vs_3_0/sweep_file-r_index-18 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_0/sweep_file-r_index-18 (assemble)
// expect: the tokens of valid-vs_3_0-sweep_file-r_index-18.bin
// origin: template reg_use {file: r, index: 18}
vs_3_0
dcl_position v0
dcl_position o0
mov r18, c0
mov o0, v0
