// case: vs.reg.no-uninit-read/valid/vs_3_sw/ins-written_ctx (validate)
// expect: valid
// case: vs.reg.no-uninit-read/assemble/vs_3_sw/ins-written_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-ins-written_ctx.bin
// origin: template op {ins: written} + 5 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r2
mov o0, v0
mul r4, c7, c7
mad r5, c6, c6, r4
mov r6, r5
mov r7, r5
add r8, r7, r7
