// case: reg.index-range/valid/vs_1_1/sweep_file-r_index-8 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_1_1/sweep_file-r_index-8 (assemble)
// expect: the tokens of valid-vs_1_1-sweep_file-r_index-8.bin
// origin: template reg_use {file: r, index: 8}
vs_1_1
dcl_position v0
mov r8, c0
mov oPos, v0
