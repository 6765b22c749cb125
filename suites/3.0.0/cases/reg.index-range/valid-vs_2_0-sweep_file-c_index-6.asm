// case: reg.index-range/valid/vs_2_0/sweep_file-c_index-6 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_0/sweep_file-c_index-6 (assemble)
// expect: the tokens of valid-vs_2_0-sweep_file-c_index-6.bin
// origin: template reg_use {file: c, index: 6}
vs_2_0
dcl_position v0
mov r0, c6
mov oPos, v0
