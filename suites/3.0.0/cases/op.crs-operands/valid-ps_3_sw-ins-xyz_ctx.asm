// case: op.crs-operands/valid/ps_3_sw/ins-xyz_ctx (validate)
// expect: valid
// case: op.crs-operands/assemble/ps_3_sw/ins-xyz_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-xyz_ctx.bin
// origin: template op {ins: xyz} + 2 random context instructions (seed 1 attempt 2)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
crs r0.xyz, r1, r2
mov oC0, c0
add r4, c2, c2
add r5, c2, r4
