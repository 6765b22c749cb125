// case: reg.index-range/invalid/vs_3_0/bi_file-i_index-16 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: i, index: 16}
vs_3_0
dcl_position v0
dcl_position o0
rep i16
mov r0, c0
endrep
mov o0, v0
