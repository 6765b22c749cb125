// case: op.crs-operands/invalid/vs_2_x/ins-full_ctx (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: full} + 2 random context instructions (seed 1 attempt 2)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0, r1, r2
mov oPos, v0
add r4, c7, c7
add r5, c5, c5
