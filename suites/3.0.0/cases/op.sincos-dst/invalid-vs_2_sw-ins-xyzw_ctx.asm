// case: op.sincos-dst/invalid/vs_2_sw/ins-xyzw_ctx (validate)
// expect: invalid [op.sincos-dst]
// origin: template op {ins: xyzw} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0, r1.x, c0, c1
mov oPos, v0
mov r4, c0
mul r5, r4, c5
mad r6, r5, c4, c4
mov r7, r6
mad r8, r6, c3, c3
