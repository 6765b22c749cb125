// case: reg.dst-writable/valid/ps_1_1/write-t_reg-t0 (validate)
// expect: valid
// case: reg.dst-writable/assemble/ps_1_1/write-t_reg-t0 (assemble)
// expect: the tokens of valid-ps_1_1-write-t_reg-t0.bin
// origin: template reg_dst {reg: t0}
ps_1_1
mov t0, c0
mov r0, c0
