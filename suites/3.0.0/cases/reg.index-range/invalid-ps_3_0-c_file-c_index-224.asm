// case: reg.index-range/invalid/ps_3_0/c_file-c_index-224 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: c, index: 224}
ps_3_0
mov r0, c224
mov oC0, c0
