// case: op.sincos-dst/invalid/vs_2_0/ins-xyzw_ctx (validate)
// expect: invalid [op.sincos-dst]
// origin: template op {ins: xyzw} + 2 random context instructions (seed 1 attempt 1)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0, r1.x, c0, c1
mov oPos, v0
mul r4, c2, c2
add r5, r4, r4
