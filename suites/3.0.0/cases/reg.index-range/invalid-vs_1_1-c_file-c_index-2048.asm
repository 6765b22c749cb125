// case: reg.index-range/invalid/vs_1_1/c_file-c_index-2048 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: c, index: 2048}
vs_1_1
dcl_position v0
mov r0, c2048
mov oPos, v0
