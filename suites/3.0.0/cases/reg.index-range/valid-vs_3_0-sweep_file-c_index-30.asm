// case: reg.index-range/valid/vs_3_0/sweep_file-c_index-30 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_0/sweep_file-c_index-30 (assemble)
// expect: the tokens of valid-vs_3_0-sweep_file-c_index-30.bin
// origin: template reg_use {file: c, index: 30}
vs_3_0
dcl_position v0
dcl_position o0
mov r0, c30
mov o0, v0
