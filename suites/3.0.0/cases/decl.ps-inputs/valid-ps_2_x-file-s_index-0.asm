// case: decl.ps-inputs/valid/ps_2_x/file-s_index-0 (validate)
// expect: valid
// case: decl.ps-inputs/assemble/ps_2_x/file-s_index-0 (assemble)
// expect: the tokens of valid-ps_2_x-file-s_index-0.bin
// origin: template reg_use {file: s, index: 0}
ps_2_x
dcl t0
dcl_2d s0
texld r0, t0, s0
mov oC0, c0
