// case: reg.index-range/valid/vs_1_1/sweep_file-c_index-12 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_1_1/sweep_file-c_index-12 (assemble)
// expect: the tokens of valid-vs_1_1-sweep_file-c_index-12.bin
// origin: template reg_use {file: c, index: 12}
vs_1_1
dcl_position v0
mov r0, c12
mov oPos, v0
