// case: op.crs-operands/valid/ps_2_sw/ins-xyz_ctx (validate)
// expect: valid
// case: op.crs-operands/assemble/ps_2_sw/ins-xyz_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-ins-xyz_ctx.bin
// origin: template op {ins: xyz} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xyz, r1, r2
mov oC0, c0
mov r4, c4
mov r5, c2
mad r6, r5, r4, r4
add r7, r6, c6
mul r8, c0, c0
mad r9, c7, c7, c7
