// case: vs.reg.no-uninit-read/valid/vs_2_0/ins-written_ctx (validate)
// expect: valid
// case: vs.reg.no-uninit-read/assemble/vs_2_0/ins-written_ctx (assemble)
// expect: the tokens of valid-vs_2_0-ins-written_ctx.bin
// origin: template op {ins: written} + 2 random context instructions (seed 1 attempt 1)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r2
mov oPos, v0
mul r4, c5, c5
mul r5, r4, r4
