// case: op.sincos-dst/invalid/vs_3_sw/sm3_ins-xyzw_ctx (validate)
// expect: invalid [op.sincos-dst]
// origin: template op {ins: xyzw} + 4 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0, r1.x
mov o0, v0
mov r4, c7
mad r5, c7, r4, r4
mad r6, c5, c5, c5
mad r7, r6, c2, c2
