// case: reg.index-range/invalid/vs_3_0/r_file-r_index-32 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 32}
vs_3_0
dcl_position v0
dcl_position o0
mov r32, c0
mov o0, v0
