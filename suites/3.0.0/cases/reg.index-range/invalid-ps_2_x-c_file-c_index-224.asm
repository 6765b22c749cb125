// case: reg.index-range/invalid/ps_2_x/c_file-c_index-224 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: c, index: 224}
ps_2_x
mov r0, c224
mov oC0, c0
