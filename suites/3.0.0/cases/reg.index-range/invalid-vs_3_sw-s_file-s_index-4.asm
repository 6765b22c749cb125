// case: reg.index-range/invalid/vs_3_sw/s_file-s_index-4 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: s, index: 4}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_2d s4
texldl r0, v0, s4
mov o0, v0
