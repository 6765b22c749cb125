// case: reg.dst-writable/valid/ps_1_3/write-t_reg-t1 (validate)
// expect: valid
// case: reg.dst-writable/assemble/ps_1_3/write-t_reg-t1 (assemble)
// expect: the tokens of valid-ps_1_3-write-t_reg-t1.bin
// origin: template reg_dst {reg: t1}
ps_1_3
mov t1, c0
mov r0, c0
