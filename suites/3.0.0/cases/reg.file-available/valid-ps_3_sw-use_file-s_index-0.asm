// case: reg.file-available/valid/ps_3_sw/use_file-s_index-0 (validate)
// expect: valid
// case: reg.file-available/assemble/ps_3_sw/use_file-s_index-0 (assemble)
// expect: the tokens of valid-ps_3_sw-use_file-s_index-0.bin
// origin: template reg_use {file: s, index: 0}
ps_3_sw
dcl_texcoord0 v0
dcl_2d s0
texld r0, v0, s0
mov oC0, c0
