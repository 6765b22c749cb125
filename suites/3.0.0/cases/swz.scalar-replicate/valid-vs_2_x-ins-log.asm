// case: swz.scalar-replicate/valid/vs_2_x/ins-log (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/vs_2_x/ins-log (assemble)
// expect: the tokens of valid-vs_2_x-ins-log.bin
// origin: template op {ins: log}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
log r0, r1.w
mov oPos, v0
