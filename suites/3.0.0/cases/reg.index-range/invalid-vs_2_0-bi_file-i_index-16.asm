// case: reg.index-range/invalid/vs_2_0/bi_file-i_index-16 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: i, index: 16}
vs_2_0
dcl_position v0
rep i16
mov r0, c0
endrep
mov oPos, v0
