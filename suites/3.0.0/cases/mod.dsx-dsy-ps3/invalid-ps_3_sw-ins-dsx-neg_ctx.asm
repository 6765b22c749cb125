// case: mod.dsx-dsy-ps3/invalid/ps_3_sw/ins-dsx-neg_ctx (validate)
// expect: invalid [mod.dsx-dsy-ps3]
// origin: template op {ins: dsx-neg} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
dsx r0, -r1
mov oC0, c0
add r4, c1, c1
mul r5, r4, c5
add r6, c1, r4
mov r7, c6
mov r8, c7
