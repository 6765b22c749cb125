// case: reg.index-range/invalid/vs_2_0/r_file-r_index-12 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 12}
vs_2_0
dcl_position v0
mov r12, c0
mov oPos, v0
