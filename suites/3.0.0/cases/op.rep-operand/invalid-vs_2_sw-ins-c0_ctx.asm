// case: op.rep-operand/invalid/vs_2_sw/ins-c0_ctx (validate)
// expect: invalid [op.rep-operand]
// origin: template op {ins: c0} + 4 random context instructions (seed 1 attempt 1)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep c0
    add r0, r1, r2
endrep
mov oPos, v0
add r4, c5, c5
add r5, c1, c1
mov r6, c4
mul r7, r4, r5
