// case: ps.oC.single-write/invalid/ps_2_x/before-1_reg-oC0_ctx (validate)
// expect: invalid [ps.oC.single-write]
// origin: template oc_write {before: 1, reg: oC0} + 6 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov oC0, c0
add r0, c2, c2
mul r4, c2, r0
mul r5, r0, r4
mad r6, r5, r4, r5
mov r7, r4
mov r8, c5
