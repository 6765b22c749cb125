// case: reg.index-range/valid/vs_3_sw/sweep_file-i_index-16 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_3_sw/sweep_file-i_index-16 (assemble)
// expect: the tokens of valid-vs_3_sw-sweep_file-i_index-16.bin
// origin: template reg_use {file: i, index: 16}
vs_3_sw
dcl_position v0
dcl_position o0
rep i16
mov r0, c0
endrep
mov o0, v0
