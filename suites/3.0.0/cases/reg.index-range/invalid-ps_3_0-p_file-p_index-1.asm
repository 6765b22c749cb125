// case: reg.index-range/invalid/ps_3_0/p_file-p_index-1 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: p, index: 1}
ps_3_0
mov r1, c0
setp_gt p1, r1, c1
mov oC0, c0
