// case: ps.oC.single-write/invalid/ps_2_sw/before-1_reg-oC0 (validate)
// expect: invalid [ps.oC.single-write]
// origin: template oc_write {before: 1, reg: oC0}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oC0, c0
