// case: op.sincos-dst/invalid/vs_2_x/ins-xyzw_ctx (validate)
// expect: invalid [op.sincos-dst]
// origin: template op {ins: xyzw} + 5 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0, r1.x, c0, c1
mov oPos, v0
mul r4, c7, c7
mul r5, r4, c1
add r6, c0, c0
mul r7, r4, r5
add r8, r6, c1
