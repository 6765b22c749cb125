// case: reg.dst-writable/valid/ps_1_3/write-t_reg-t3 (validate)
// expect: valid
// case: reg.dst-writable/assemble/ps_1_3/write-t_reg-t3 (assemble)
// expect: the tokens of valid-ps_1_3-write-t_reg-t3.bin
// origin: template reg_dst {reg: t3}
ps_1_3
mov t3, c0
mov r0, c0
