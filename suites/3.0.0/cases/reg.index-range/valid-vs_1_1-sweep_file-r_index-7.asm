// case: reg.index-range/valid/vs_1_1/sweep_file-r_index-7 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_1_1/sweep_file-r_index-7 (assemble)
// expect: the tokens of valid-vs_1_1-sweep_file-r_index-7.bin
// origin: template reg_use {file: r, index: 7}
vs_1_1
dcl_position v0
mov r7, c0
mov oPos, v0
