// case: reg.index-range/valid/vs_2_0/sweep_file-c_index-2 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_0/sweep_file-c_index-2 (assemble)
// expect: the tokens of valid-vs_2_0-sweep_file-c_index-2.bin
// origin: template reg_use {file: c, index: 2}
vs_2_0
dcl_position v0
mov r0, c2
mov oPos, v0
