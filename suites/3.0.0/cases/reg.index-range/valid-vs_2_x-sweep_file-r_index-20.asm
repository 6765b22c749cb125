// case: reg.index-range/valid/vs_2_x/sweep_file-r_index-20 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_x/sweep_file-r_index-20 (assemble)
// expect: the tokens of valid-vs_2_x-sweep_file-r_index-20.bin
// origin: template reg_use {file: r, index: 20}
vs_2_x
dcl_position v0
mov r20, c0
mov oPos, v0
