// case: op.crs-operands/invalid/vs_2_sw/ins-full_ctx (validate)
// expect: invalid [op.crs-operands]
// origin: template op {ins: full} + 1 random context instructions (seed 1 attempt 3)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0, r1, r2
mov oPos, v0
mul r4, c5, c5
