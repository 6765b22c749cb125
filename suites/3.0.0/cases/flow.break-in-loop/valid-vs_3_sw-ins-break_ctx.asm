// case: flow.break-in-loop/valid/vs_3_sw/ins-break_ctx (validate)
// expect: valid
// case: flow.break-in-loop/assemble/vs_3_sw/ins-break_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-ins-break_ctx.bin
// origin: template op {ins: break} + 3 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    break
endrep
mov o0, v0
mad r0, c3, c3, c3
mul r4, c6, c6
mad r5, c0, r0, c0
