// case: ps.oC.single-write/invalid/ps_2_sw/second_before-3_reg-oC1 (validate)
// expect: invalid [ps.oC.single-write]
// origin: template oc_write {before: 3, reg: oC1}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oC1, c0
mov oC2, c0
mov oC1, c0
