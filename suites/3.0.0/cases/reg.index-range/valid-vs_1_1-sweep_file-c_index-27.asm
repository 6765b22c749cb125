// case: reg.index-range/valid/vs_1_1/sweep_file-c_index-27 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_1_1/sweep_file-c_index-27 (assemble)
// expect: the tokens of valid-vs_1_1-sweep_file-c_index-27.bin
// origin: template reg_use {file: c, index: 27}
vs_1_1
dcl_position v0
mov r0, c27
mov oPos, v0
