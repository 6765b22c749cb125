// case: reg.index-range/invalid/ps_2_x/bi_file-i_index-16 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: i, index: 16}
ps_2_x
rep i16
mov r0, c0
endrep
mov oC0, c0
