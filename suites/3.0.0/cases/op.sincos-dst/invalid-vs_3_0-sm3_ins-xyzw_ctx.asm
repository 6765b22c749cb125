// case: op.sincos-dst/invalid/vs_3_0/sm3_ins-xyzw_ctx (validate)
// expect: invalid [op.sincos-dst]
// origin: template op {ins: xyzw} + 5 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0, r1.x
mov o0, v0
add r4, c0, c0
mul r5, c3, r4
mad r6, r5, r4, c1
mov r7, c3
mov r8, r4
