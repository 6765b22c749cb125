// case: op.sincos-dst/invalid/ps_3_sw/sm3_ins-xyzw_ctx (validate)
// expect: invalid [op.sincos-dst]
// origin: template op {ins: xyzw} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0, r1.x
mov oC0, c0
mad r4, c4, c4, c4
add r5, r4, c6
mul r6, c4, r4
mov r7, r5
mul r8, r6, c4
