// case: reg.index-range/valid/ps_2_0/sweep_file-s_index-1 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_0/sweep_file-s_index-1 (assemble)
// expect: the tokens of valid-ps_2_0-sweep_file-s_index-1.bin
// origin: template reg_use {file: s, index: 1}
ps_2_0
dcl t0
dcl_2d s1
texld r0, t0, s1
mov oC0, c0
