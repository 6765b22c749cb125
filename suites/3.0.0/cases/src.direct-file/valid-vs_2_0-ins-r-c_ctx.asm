// case: src.direct-file/valid/vs_2_0/ins-r-c_ctx (validate)
// expect: valid
// case: src.direct-file/assemble/vs_2_0/ins-r-c_ctx (assemble)
// expect: the tokens of valid-vs_2_0-ins-r-c_ctx.bin
// origin: template op {ins: r-c} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, c0
mov oPos, v0
mov r4, c1
add r5, r4, r4
mul r6, c7, c7
mul r7, r6, r6
