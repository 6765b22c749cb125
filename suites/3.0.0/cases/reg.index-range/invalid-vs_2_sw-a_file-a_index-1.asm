// case: reg.index-range/invalid/vs_2_sw/a_file-a_index-1 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: a, index: 1}
vs_2_sw
dcl_position v0
mova a1.x, c0.x
mov oPos, v0
