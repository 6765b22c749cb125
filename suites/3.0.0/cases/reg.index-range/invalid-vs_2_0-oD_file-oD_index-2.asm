// case: reg.index-range/invalid/vs_2_0/oD_file-oD_index-2 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: oD, index: 2}
vs_2_0
dcl_position v0
mov oD2, c0
mov oPos, v0
