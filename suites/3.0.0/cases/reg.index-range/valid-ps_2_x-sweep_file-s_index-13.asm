// case: reg.index-range/valid/ps_2_x/sweep_file-s_index-13 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_x/sweep_file-s_index-13 (assemble)
// expect: the tokens of valid-ps_2_x-sweep_file-s_index-13.bin
// origin: template reg_use {file: s, index: 13}
ps_2_x
dcl t0
dcl_2d s13
texld r0, t0, s13
mov oC0, c0
