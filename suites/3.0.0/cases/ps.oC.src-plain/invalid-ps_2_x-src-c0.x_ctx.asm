// case: ps.oC.src-plain/invalid/ps_2_x/src-c0.x_ctx (validate)
// expect: invalid [ps.oC.src-plain]
// origin: template oc_write {src: c0.x} + 2 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0.x
mul r0, c7, c7
mad r4, c6, r0, c6
