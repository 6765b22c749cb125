// case: ps.oC.no-writemask/invalid/ps_2_x/mask-x_ctx (validate)
// expect: invalid [ps.oC.no-writemask]
// origin: template oc_write {mask: x} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0.x, c0
mov r0, c0
add r4, r0, r0
mov r5, c3
add r6, c4, r4
mad r7, c6, r5, c6
