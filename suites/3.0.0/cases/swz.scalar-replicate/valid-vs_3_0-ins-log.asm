// case: swz.scalar-replicate/valid/vs_3_0/ins-log (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/vs_3_0/ins-log (assemble)
// expect: the tokens of valid-vs_3_0-ins-log.bin
// origin: template op {ins: log}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
log r0, r1.w
mov o0, v0
