// case: flow.break-in-loop/valid/vs_2_sw/ins-break_ctx (validate)
// expect: valid
// case: flow.break-in-loop/assemble/vs_2_sw/ins-break_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-ins-break_ctx.bin
// origin: template op {ins: break} + 1 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    break
endrep
mov oPos, v0
mul r0, c3, c3
