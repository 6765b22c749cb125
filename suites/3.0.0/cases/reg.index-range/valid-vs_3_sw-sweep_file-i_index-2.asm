// case: reg.index-range/valid/vs_3_sw/sweep_file-i_index-2 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_sw/sweep_file-i_index-2 (assemble)
// expect: the tokens of valid-vs_3_sw-sweep_file-i_index-2.bin
// origin: template reg_use {file: i, index: 2}
vs_3_sw
dcl_position v0
dcl_position o0
rep i2
mov r0, c0
endrep
mov o0, v0
