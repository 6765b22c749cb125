// case: reg.index-range/valid/ps_2_x/sweep_file-s_index-6 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_x/sweep_file-s_index-6 (assemble)
// expect: the tokens of valid-ps_2_x-sweep_file-s_index-6.bin
// origin: template reg_use {file: s, index: 6}
ps_2_x
dcl t0
dcl_2d s6
texld r0, t0, s6
mov oC0, c0
