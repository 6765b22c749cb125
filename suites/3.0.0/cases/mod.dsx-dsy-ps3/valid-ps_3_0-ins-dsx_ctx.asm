// case: mod.dsx-dsy-ps3/valid/ps_3_0/ins-dsx_ctx (validate)
// expect: valid
// case: mod.dsx-dsy-ps3/assemble/ps_3_0/ins-dsx_ctx (assemble)
// expect: the tokens of valid-ps_3_0-ins-dsx_ctx.bin
// origin: template op {ins: dsx} + 6 random context instructions (seed 1 attempt 1)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
dsx r0, r1
mov oC0, c0
mul r4, c0, c0
mad r5, r4, r4, c1
mad r6, r4, c7, c7
mad r7, r5, r4, r6
mad r8, c6, r5, c6
mul r9, r4, r7
