// case: op.mova-dst/invalid/vs_2_x/ins-r0_ctx (validate)
// expect: invalid [op.mova-dst]
// origin: template op {ins: r0} + 3 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mova r0, r1
mov oPos, v0
mul r4, c3, c3
mov r5, r4
mov r6, c4
