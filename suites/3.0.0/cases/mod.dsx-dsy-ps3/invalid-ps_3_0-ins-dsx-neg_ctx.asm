// case: mod.dsx-dsy-ps3/invalid/ps_3_0/ins-dsx-neg_ctx (validate)
// expect: invalid [mod.dsx-dsy-ps3]
// origin: template op {ins: dsx-neg} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
dsx r0, -r1
mov oC0, c0
mul r4, c5, c5
mov r5, r4
add r6, r5, c4
mov r7, c3
