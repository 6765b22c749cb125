// case: reg.index-range/valid/ps_2_sw/sweep_file-t_index-0 (validate)
// expect: valid
// case: reg.index-range/assemble/ps_2_sw/sweep_file-t_index-0 (assemble)
// expect: the tokens of valid-ps_2_sw-sweep_file-t_index-0.bin
// origin: template reg_use {file: t, index: 0}
ps_2_sw
dcl t0
mov r0, t0
mov oC0, c0
