// case: reg.index-range/invalid/vs_1_1/oT_file-oT_index-8 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: oT, index: 8}
vs_1_1
dcl_position v0
mov oT8, c0
mov oPos, v0
