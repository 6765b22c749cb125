// case: reg.index-range/valid/ps_2_x/sweep_file-s_index-8 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_x/sweep_file-s_index-8 (assemble)
// expect: the tokens of valid-ps_2_x-sweep_file-s_index-8.bin
// origin: template reg_use {file: s, index: 8}
ps_2_x
dcl t0
dcl_2d s8
texld r0, t0, s8
mov oC0, c0
