// case: reg.index-range/valid/ps_2_sw/sweep_file-t_index-5 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-t_index-5 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-t_index-5.bin
// origin: template reg_use {file: t, index: 5}
ps_2_sw
dcl t5
mov r0, t5
mov oC0, c0
