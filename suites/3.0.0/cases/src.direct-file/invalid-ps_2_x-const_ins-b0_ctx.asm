// case: src.direct-file/invalid/ps_2_x/const_ins-b0_ctx (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: b0} + 6 random context instructions (seed 1 attempt 1)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, b0
mov oC0, c0
mul r4, c6, c6
add r5, c7, r4
add r6, r5, c0
mov r7, r5
mad r8, r7, r7, c4
add r9, c6, r6
