// case: op.crs-operands/invalid/vs_2_0/ins-full_ctx (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: full} + 6 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0, r1, r2
mov oPos, v0
mul r4, c1, c1
mov r5, r4
add r6, c5, r5
mul r7, r4, c3
add r8, r5, c1
add r9, r8, c2
