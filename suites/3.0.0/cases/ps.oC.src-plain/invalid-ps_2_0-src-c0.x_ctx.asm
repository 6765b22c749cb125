// case: ps.oC.src-plain/invalid/ps_2_0/src-c0.x_ctx (validate)
// expect: invalid [ps.oC.src-plain]
// origin: template oc_write {src: c0.x} + 4 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0.x
mul r0, c0, c0
mov r4, c1
add r5, r0, c1
mul r6, c6, c6
