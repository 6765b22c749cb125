// case: mod.dsx-dsy-ps3/valid/ps_3_sw/ins-dsx_ctx (validate)
// expect: valid
// case: mod.dsx-dsy-ps3/assemble/ps_3_sw/ins-dsx_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-ins-dsx_ctx.bin
// origin: template op {ins: dsx} + 2 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
dsx r0, r1
mov oC0, c0
mad r4, c1, c1, c1
mov r5, c4
