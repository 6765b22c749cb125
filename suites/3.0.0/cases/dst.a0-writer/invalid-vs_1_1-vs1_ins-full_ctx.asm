// case: dst.a0-writer/invalid/vs_1_1/vs1_ins-full_ctx (validate)
// expect: invalid [dst.a0-writer]
// origin: template op {ins: full} + 6 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov a0, r1
mov r0, c0[a0.x]
mov oPos, v0
mul r4, c1, c1
mul r5, c6, r4
mov r6, r5
add r7, r4, r4
mul r8, c7, r6
mul r9, c3, c3
