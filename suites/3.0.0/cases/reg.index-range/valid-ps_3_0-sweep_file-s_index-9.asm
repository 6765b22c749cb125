// case: reg.index-range/valid/ps_3_0/sweep_file-s_index-9 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_0/sweep_file-s_index-9 (assemble)
// expect: the tokens of valid-ps_3_0-sweep_file-s_index-9.bin
// origin: template reg_use {file: s, index: 9}
ps_3_0
dcl_texcoord0 v0
dcl_2d s9
texld r0, v0, s9
mov oC0, c0
