// case: reg.index-range/valid/vs_3_0/sweep_file-i_index-8 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_0/sweep_file-i_index-8 (assemble)
// expect: the tokens of valid-vs_3_0-sweep_file-i_index-8.bin
// origin: template reg_use {file: i, index: 8}
vs_3_0
dcl_position v0
dcl_position o0
rep i8
mov r0, c0
endrep
mov o0, v0
