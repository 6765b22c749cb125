// case: reg.index-range/valid/ps_1_4/sweep_file-t_index-5 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_1_4/sweep_file-t_index-5 (assemble)
// expect: the tokens of valid-ps_1_4-sweep_file-t_index-5.bin
// origin: template reg_use {file: t, index: 5}
ps_1_4
texcrd r0.xyz, t5
mov r0, c0
