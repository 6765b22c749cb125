// case: reg.index-range/valid/ps_3_0/sweep_file-s_index-6 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-s_index-6 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-s_index-6.bin
// origin: template reg_use {file: s, index: 6}
ps_3_0
dcl_texcoord0 v0
dcl_2d s6
texld r0, v0, s6
mov oC0, c0
