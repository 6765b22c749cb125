// case: reg.index-range/valid/ps_3_sw/sweep_file-s_index-3 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_3_sw/sweep_file-s_index-3 (assemble)
// expect: the tokens of valid-ps_3_sw-sweep_file-s_index-3.bin
// origin: template reg_use {file: s, index: 3}
ps_3_sw
dcl_texcoord0 v0
dcl_2d s3
texld r0, v0, s3
mov oC0, c0
