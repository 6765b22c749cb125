// case: reg.index-range/invalid/ps_1_3/v_file-v_index-2 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: v, index: 2}
ps_1_3
mov r0, v2
mov r0, c0
