// case: ps.oC.no-writemask/invalid/ps_2_0/mask-x_ctx (validate)
// expect: invalid [ps.oC.no-writemask]
// origin: template oc_write {mask: x} + 5 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0.x, c0
mul r0, c1, c1
mad r4, r0, c0, c0
mul r5, c3, c3
mul r6, c7, r4
mad r7, c6, r0, c6
