// case: src.direct-file/valid/vs_2_sw/ins-r-c_ctx (validate)
// expect: valid
// case: src.direct-file/assemble/vs_2_sw/ins-r-c_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-r-c_ctx.bin
// origin: template op {ins: r-c} + 2 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, c0
mov oPos, v0
add r4, c5, c5
mad r5, r4, c3, c3
