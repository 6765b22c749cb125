// case: flow.break-in-loop/valid/ps_3_sw/ins-break_ctx (validate)
// expect: valid
// case: flow.break-in-loop/assemble/ps_3_sw/ins-break_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-break_ctx.bin
// origin: template op {ins: break} + 4 random context instructions (seed 1 attempt 1)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    break
endrep
mov oC0, c0
mov r0, c0
mad r4, c2, c2, r0
add r5, c3, c3
mul r6, c2, r5
