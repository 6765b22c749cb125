// case: reg.index-range/invalid/vs_2_sw/r_file-r_index-32 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: r, index: 32}
vs_2_sw
dcl_position v0
mov r32, c0
mov oPos, v0
