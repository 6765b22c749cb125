// case: op.crs-operands/valid/vs_2_0/ins-xyz_ctx (validate)
// expect: valid
// case: op.crs-operands/assemble/vs_2_0/ins-xyz_ctx (assemble)
// expect: the tokens of valid-vs_2_0-ins-xyz_ctx.bin
// origin: template op {ins: xyz} + 4 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xyz, r1, r2
mov oPos, v0
add r4, c0, c0
mul r5, r4, r4
add r6, r4, c6
mad r7, c4, r6, c4
