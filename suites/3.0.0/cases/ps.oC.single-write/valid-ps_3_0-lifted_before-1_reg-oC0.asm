// case: ps.oC.single-write/valid/ps_3_0/lifted_before-1_reg-oC0 (validate)
// expect: valid
// case: ps.oC.single-write/assemble/ps_3_0/lifted_before-1_reg-oC0 (assemble)
// expect: the tokens of valid-ps_3_0-lifted_before-1_reg-oC0.bin
// origin: template oc_write {before: 1, reg: oC0}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oC0, c0
