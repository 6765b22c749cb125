// case: reg.index-range/invalid/ps_3_0/c_file-c_index-255 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: c, index: 255}
ps_3_0
mov r0, c255
mov oC0, c0
