// case: reg.index-range/invalid/vs_1_1/a_file-a_index-1 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: a, index: 1}
vs_1_1
dcl_position v0
mov a1.x, c0.x
mov oPos, v0
