// case: reg.index-range/valid/vs_2_0/sweep_file-i_index-12 (validate)
// expect: valid
// case: reg.index-range/assemble/vs_2_0/sweep_file-i_index-12 (assemble)
// expect: the tokens of valid-vs_2_0-sweep_file-i_index-12.bin
// origin: template reg_use {file: i, index: 12}
vs_2_0
dcl_position v0
rep i12
mov r0, c0
endrep
mov oPos, v0
