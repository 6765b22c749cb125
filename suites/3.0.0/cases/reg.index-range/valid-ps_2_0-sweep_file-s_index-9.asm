// case: reg.index-range/valid/ps_2_0/sweep_file-s_index-9 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_0/sweep_file-s_index-9 (assemble)
// expect: the tokens of valid-ps_2_0-sweep_file-s_index-9.bin
// origin: template reg_use {file: s, index: 9}
ps_2_0
dcl t0
dcl_2d s9
texld r0, t0, s9
mov oC0, c0
