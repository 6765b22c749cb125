// case: reg.index-range/valid/ps_2_sw/sweep_file-s_index-11 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-s_index-11 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-s_index-11.bin
// origin: template reg_use {file: s, index: 11}
ps_2_sw
dcl t0
dcl_2d s11
texld r0, t0, s11
mov oC0, c0
