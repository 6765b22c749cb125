// case: reg.file-available/valid/ps_2_0/use_file-s_index-0 (validate)
// expect: valid
// case: reg.file-available/assemble/ps_2_0/use_file-s_index-0 (assemble)
// expect: the tokens of valid-ps_2_0-use_file-s_index-0.bin
// origin: template reg_use {file: s, index: 0}
ps_2_0
dcl t0
dcl_2d s0
texld r0, t0, s0
mov oC0, c0
