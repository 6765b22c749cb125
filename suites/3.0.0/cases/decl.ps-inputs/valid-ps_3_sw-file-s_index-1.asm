// case: decl.ps-inputs/valid/ps_3_sw/file-s_index-1 (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_3_sw/file-s_index-1 (assemble)
// expect: the tokens of valid-ps_3_sw-file-s_index-1.bin
// origin: template reg_use {file: s, index: 1}
ps_3_sw
dcl_texcoord0 v0
dcl_2d s1
texld r0, v0, s1
mov oC0, c0
