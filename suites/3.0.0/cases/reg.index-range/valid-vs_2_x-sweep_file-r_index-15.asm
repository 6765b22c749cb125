// case: reg.index-range/valid/vs_2_x/sweep_file-r_index-15 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_x/sweep_file-r_index-15 (assemble)
// expect: the tokens of valid-vs_2_x-sweep_file-r_index-15.bin
// origin: template reg_use {file: r, index: 15}
vs_2_x
dcl_position v0
mov r15, c0
mov oPos, v0
