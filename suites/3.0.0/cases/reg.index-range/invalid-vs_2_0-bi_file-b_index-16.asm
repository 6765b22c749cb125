// case: reg.index-range/invalid/vs_2_0/bi_file-b_index-16 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: b, index: 16}
vs_2_0
dcl_position v0
if b16
mov r0, c0
endif
mov oPos, v0
