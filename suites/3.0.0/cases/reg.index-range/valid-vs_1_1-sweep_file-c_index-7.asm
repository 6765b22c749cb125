// case: reg.index-range/valid/vs_1_1/sweep_file-c_index-7 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_1_1/sweep_file-c_index-7 (assemble)
// expect: the tokens of valid-vs_1_1-sweep_file-c_index-7.bin
// origin: template reg_use {file: c, index: 7}
vs_1_1
dcl_position v0
mov r0, c7
mov oPos, v0
