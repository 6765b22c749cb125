// case: reg.index-range/valid/vs_2_x/sweep_file-r_index-7 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_x/sweep_file-r_index-7 (assemble)
// expect: the tokens of valid-vs_2_x-sweep_file-r_index-7.bin
// origin: template reg_use {file: r, index: 7}
vs_2_x
dcl_position v0
mov r7, c0
mov oPos, v0
