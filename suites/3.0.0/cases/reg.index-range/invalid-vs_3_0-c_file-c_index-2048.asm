// case: reg.index-range/invalid/vs_3_0/c_file-c_index-2048 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: c, index: 2048}
vs_3_0
dcl_position v0
dcl_position o0
mov r0, c2048
mov o0, v0
