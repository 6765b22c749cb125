// case: ps.oC.single-write/valid/ps_2_sw/before-0_reg-oC0 (validate)
// expect: valid
// case: ps.oC.single-write/assemble/ps_2_sw/before-0_reg-oC0 (assemble)
// expect: the tokens of valid-ps_2_sw-before-0_reg-oC0.bin
// origin: template oc_write {before: 0, reg: oC0}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
