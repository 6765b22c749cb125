// case: src.direct-file/invalid/ps_2_sw/const_ins-b0_ctx (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: b0} + 5 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, b0
mov oC0, c0
mad r4, c7, c7, c7
add r5, r4, c3
mad r6, c2, r5, r5
mad r7, r4, r4, r5
add r8, r5, c4
