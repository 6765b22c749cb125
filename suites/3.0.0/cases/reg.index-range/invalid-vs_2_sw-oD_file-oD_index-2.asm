// case: reg.index-range/invalid/vs_2_sw/oD_file-oD_index-2 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: oD, index: 2}
vs_2_sw
dcl_position v0
mov oD2, c0
mov oPos, v0
