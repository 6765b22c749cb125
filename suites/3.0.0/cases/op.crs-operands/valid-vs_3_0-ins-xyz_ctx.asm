// case: op.crs-operands/valid/vs_3_0/ins-xyz_ctx (validate)
// expect: valid
// case: op.crs-operands/assemble/vs_3_0/ins-xyz_ctx (assemble)
// expect: the tokens of valid-vs_3_0-ins-xyz_ctx.bin
// origin: template op {ins: xyz} + 5 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xyz, r1, r2
mov o0, v0
mul r4, c3, c3
mul r5, r4, c0
mul r6, c1, r5
mad r7, r6, c7, r5
mov r8, r4
