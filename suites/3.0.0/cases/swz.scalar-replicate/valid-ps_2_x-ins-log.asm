// case: swz.scalar-replicate/valid/ps_2_x/ins-log (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/ps_2_x/ins-log (assemble)
// expect: the tokens of valid-ps_2_x-ins-log.bin
// origin: template op {ins: log}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
log r0, r1.w
mov oC0, c0
