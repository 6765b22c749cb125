// case: op.rep-operand/valid/vs_2_0/ins-i0_ctx (validate)
// expect: valid
// case: op.rep-operand/assemble/vs_2_0/ins-i0_ctx (assemble)
// expect: the tokens of valid-vs_2_0-ins-i0_ctx.bin
// origin: template op {ins: i0} + 1 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    add r0, r1, r2
endrep
mov oPos, v0
mul r4, c4, c4
