// case: reg.index-range/invalid/ps_2_x/s_file-s_index-16 (validate)
// expect: invalid [reg.index-range]
// origin: template reg_use {file: s, index: 16}
ps_2_x
dcl t0
dcl_2d s16
texld r0, t0, s16
mov oC0, c0
