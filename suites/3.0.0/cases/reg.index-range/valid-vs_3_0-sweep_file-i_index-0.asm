// case: reg.index-range/valid/vs_3_0/sweep_file-i_index-0 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_0/sweep_file-i_index-0 (assemble)
// expect: the tokens of valid-vs_3_0-sweep_file-i_index-0.bin
// origin: template reg_use {file: i, index: 0}
vs_3_0
dcl_position v0
dcl_position o0
rep i0
mov r0, c0
endrep
mov o0, v0
