// case: reg.index-range/valid/vs_2_0/sweep_file-r_index-5 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_0/sweep_file-r_index-5 (assemble)
// expect: the tokens of valid-vs_2_0-sweep_file-r_index-5.bin
// origin: template reg_use {file: r, index: 5}
vs_2_0
dcl_position v0
mov r5, c0
mov oPos, v0
