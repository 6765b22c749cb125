// case: reg.index-range/valid/vs_2_sw/sweep_file-i_index-24 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_sw/sweep_file-i_index-24 (assemble)
// expect: the tokens of valid-vs_2_sw-sweep_file-i_index-24.bin
// origin: template reg_use {file: i, index: 24}
vs_2_sw
dcl_position v0
rep i24
mov r0, c0
endrep
mov oPos, v0
