// case: reg.index-range/valid/ps_1_4/sweep_file-t_index-3 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_1_4/sweep_file-t_index-3 (assemble)
// expect: the tokens of valid-ps_1_4-sweep_file-t_index-3.bin
// origin: template reg_use {file: t, index: 3}
ps_1_4
texcrd r0.xyz, t3
mov r0, c0
