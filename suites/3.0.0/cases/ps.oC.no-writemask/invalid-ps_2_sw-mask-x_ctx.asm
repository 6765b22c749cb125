// case: ps.oC.no-writemask/invalid/ps_2_sw/mask-x_ctx (validate)
// expect: invalid [ps.oC.no-writemask]
// origin: template oc_write {mask: x} + 2 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0.x, c0
mad r0, c4, c4, c4
add r4, c0, c0
