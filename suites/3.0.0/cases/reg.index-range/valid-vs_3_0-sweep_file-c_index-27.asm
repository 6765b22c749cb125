// case: reg.index-range/valid/vs_3_0/sweep_file-c_index-27 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_0/sweep_file-c_index-27 (assemble)
// expect: the tokens of valid-vs_3_0-sweep_file-c_index-27.bin
// origin: template reg_use {file: c, index: 27}
vs_3_0
dcl_position v0
dcl_position o0
mov r0, c27
mov o0, v0
