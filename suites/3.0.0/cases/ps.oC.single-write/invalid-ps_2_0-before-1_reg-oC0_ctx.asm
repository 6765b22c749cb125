// case: ps.oC.single-write/invalid/ps_2_0/before-1_reg-oC0_ctx (validate)
// expect: invalid [ps.oC.single-write]
// origin: template oc_write {before: 1, reg: oC0} + 1 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oC0, c0
mul r0, c7, c7
