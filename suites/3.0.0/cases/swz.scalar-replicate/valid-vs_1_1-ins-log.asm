// case: swz.scalar-replicate/valid/vs_1_1/ins-log (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/vs_1_1/ins-log (assemble)
// expect: the tokens of valid-vs_1_1-ins-log.bin
// origin: template op {ins: log}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
log r0, r1.w
mov oPos, v0
