// case: reg.index-range/valid/ps_3_sw/sweep_file-s_index-7 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-s_index-7 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-s_index-7.bin
// origin: template reg_use {file: s, index: 7}
ps_3_sw
dcl_texcoord0 v0
dcl_2d s7
texld r0, v0, s7
mov oC0, c0
