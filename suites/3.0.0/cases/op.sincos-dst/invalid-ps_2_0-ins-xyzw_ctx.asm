// case: op.sincos-dst/invalid/ps_2_0/ins-xyzw_ctx (validate)
// expect: invalid [op.sincos-dst]
// origin: template op {ins: xyzw} + 1 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0, r1.x, c0, c1
mov oC0, c0
add r4, c2, c2
