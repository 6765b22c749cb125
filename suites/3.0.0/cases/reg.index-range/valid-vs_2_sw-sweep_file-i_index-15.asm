// case: reg.index-range/valid/vs_2_sw/sweep_file-i_index-15 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_sw/sweep_file-i_index-15 (assemble)
// expect: the tokens of valid-vs_2_sw-sweep_file-i_index-15.bin
// origin: template reg_use {file: i, index: 15}
vs_2_sw
dcl_position v0
rep i15
mov r0, c0
endrep
mov oPos, v0
