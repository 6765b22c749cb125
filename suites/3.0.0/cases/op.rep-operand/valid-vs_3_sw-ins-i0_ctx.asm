// case: op.rep-operand/valid/vs_3_sw/ins-i0_ctx (validate)
// expect: valid
// case: op.rep-operand/assemble/vs_3_sw/ins-i0_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-ins-i0_ctx.bin
// origin: template op {ins: i0} + 3 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
    add r0, r1, r2
endrep
mov o0, v0
add r4, c0, c0
mov r5, c1
mad r6, r4, r5, c6
