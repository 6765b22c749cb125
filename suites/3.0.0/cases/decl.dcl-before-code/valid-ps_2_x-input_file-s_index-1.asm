// case: decl.dcl-before-code/valid/ps_2_x/input_file-s_index-1 (validate)
// expect: valid
// case: decl.dcl-before-code/assemble/ps_2_x/input_file-s_index-1 (assemble)
// expect: the tokens of valid-ps_2_x-input_file-s_index-1.bin
// origin: template reg_use {file: s, index: 1}
ps_2_x
dcl t0
dcl_2d s1
texld r0, t0, s1
mov oC0, c0
