// case: vs.reg.no-uninit-read-2x/valid/vs_2_x/ins-written_ctx (validate)
// expect: valid
// case: vs.reg.no-uninit-read-2x/assemble/vs_2_x/ins-written_ctx (assemble)
// expect: the tokens of valid-vs_2_x-ins-written_ctx.bin
// origin: template op {ins: written} + 1 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r2
mov oPos, v0
add r4, c7, c7
