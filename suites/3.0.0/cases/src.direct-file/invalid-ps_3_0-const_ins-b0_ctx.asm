// case: src.direct-file/invalid/ps_3_0/const_ins-b0_ctx (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: b0} + 2 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, b0
mov oC0, c0
mul r4, c6, c6
mov r5, c5
