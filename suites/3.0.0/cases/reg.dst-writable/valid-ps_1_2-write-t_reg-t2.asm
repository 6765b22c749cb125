// case: reg.dst-writable/valid/ps_1_2/write-t_reg-t2 (validate)
// expect: valid
// case: reg.dst-writable/assemble/ps_1_2/write-t_reg-t2 (assemble)
// expect: the tokens of valid-ps_1_2-write-t_reg-t2.bin
// origin: template reg_dst {reg: t2}
ps_1_2
mov t2, c0
mov r0, c0
