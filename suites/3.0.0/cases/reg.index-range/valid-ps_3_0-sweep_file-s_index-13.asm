// case: reg.index-range/valid/ps_3_0/sweep_file-s_index-13 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-s_index-13 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-s_index-13.bin
// origin: template reg_use {file: s, index: 13}
ps_3_0
dcl_texcoord0 v0
dcl_2d s13
texld r0, v0, s13
mov oC0, c0
