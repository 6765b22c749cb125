// case: reg.index-range/invalid/ps_2_x/bi_file-b_index-16 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: b, index: 16}
ps_2_x
if b16
mov r0, c0
endif
mov oC0, c0
