// case: reg.index-range/valid/ps_1_2/sweep_file-v_index-1 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_1_2/sweep_file-v_index-1 (assemble)
// expect: the tokens of valid-ps_1_2-sweep_file-v_index-1.bin
// origin: template reg_use {file: v, index: 1}
ps_1_2
mov r0, v1
mov r0, c0
