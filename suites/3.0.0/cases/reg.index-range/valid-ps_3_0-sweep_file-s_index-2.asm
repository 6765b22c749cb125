// case: reg.index-range/valid/ps_3_0/sweep_file-s_index-2 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-s_index-2 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-s_index-2.bin
// origin: template reg_use {file: s, index: 2}
ps_3_0
dcl_texcoord0 v0
dcl_2d s2
texld r0, v0, s2
mov oC0, c0
