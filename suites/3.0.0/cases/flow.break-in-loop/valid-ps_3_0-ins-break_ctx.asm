// case: flow.break-in-loop/valid/ps_3_0/ins-break_ctx (validate)
// expect: valid
// case: flow.break-in-loop/assemble/ps_3_0/ins-break_ctx (assemble)
// expect: the tokens of valid-ps_3_0-ins-break_ctx.bin
// origin: template op {ins: break} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    break
endrep
mov oC0, c0
mul r0, c1, c1
add r4, r0, r0
mov r5, c2
add r6, r0, c1
