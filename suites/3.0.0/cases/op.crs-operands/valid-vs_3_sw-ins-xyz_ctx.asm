// case: op.crs-operands/valid/vs_3_sw/ins-xyz_ctx (validate)
// expect: valid
// case: op.crs-operands/assemble/vs_3_sw/ins-xyz_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-ins-xyz_ctx.bin
// origin: template op {ins: xyz} + 3 random context instructions (seed 1 attempt 1)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xyz, r1, r2
mov o0, v0
mad r4, c6, c6, c6
mad r5, c6, r4, r4
add r6, c4, r5
