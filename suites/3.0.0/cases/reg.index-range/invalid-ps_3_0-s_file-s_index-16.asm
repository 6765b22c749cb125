// case: reg.index-range/invalid/ps_3_0/s_file-s_index-16 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: s, index: 16}
ps_3_0
dcl_texcoord0 v0
dcl_2d s16
texld r0, v0, s16
mov oC0, c0
