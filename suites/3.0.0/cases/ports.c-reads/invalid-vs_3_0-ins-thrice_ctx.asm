// case: ports.c-reads/invalid/vs_3_0/ins-thrice_ctx (validate)
// expect: invalid [ports.c-reads]
// origin: template op {ins: thrice} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mad r0, c3, c3, c3
mov o0, v0
mov r4, c1
mov r5, r4
add r6, c2, r5
mul r7, c0, r5
mad r8, r5, c1, c1
mul r9, r7, r5
