// case: vs.reg.no-uninit-read/valid/vs_1_1/ins-written_ctx (validate)
// expect: valid
// case: vs.reg.no-uninit-read/assemble/vs_1_1/ins-written_ctx (assemble)
// expect: the tokens of valid-vs_1_1-ins-written_ctx.bin
// origin: template op {ins: written} + 6 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r2
mov oPos, v0
add r4, c1, c1
mul r5, c6, c6
mul r6, c5, c5
add r7, r6, c3
mad r8, r7, r5, c6
add r9, r5, c1
