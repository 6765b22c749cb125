// case: ps.oC.src-plain/invalid/ps_2_sw/src-c0.x_ctx (validate)
// expect: invalid [ps.oC.src-plain]
// origin: template oc_write {src: c0.x} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0.x
mad r0, c6, c6, c6
add r4, r0, r0
mad r5, c2, c2, r4
add r6, c7, c7
mad r7, c1, c1, c1
mad r8, r6, r4, c5
