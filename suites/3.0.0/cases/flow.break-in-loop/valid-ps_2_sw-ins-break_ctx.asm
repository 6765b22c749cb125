// case: flow.break-in-loop/valid/ps_2_sw/ins-break_ctx (validate)
// expect: valid
// case: flow.break-in-loop/assemble/ps_2_sw/ins-break_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-ins-break_ctx.bin
// origin: template op {ins: break} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    break
endrep
mov oC0, c0
mov r0, c6
add r4, r0, c2
mul r5, r0, c6
mov r6, c1
