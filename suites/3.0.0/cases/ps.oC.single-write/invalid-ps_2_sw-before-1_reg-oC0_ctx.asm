// case: ps.oC.single-write/invalid/ps_2_sw/before-1_reg-oC0_ctx (validate)
// expect: invalid [ps.oC.single-write]
// origin: template oc_write {before: 1, reg: oC0} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oC0, c0
add r0, c6, c6
mov r4, c5
add r5, r4, c7
mad r6, r5, r0, r0
