// case: dst.a0-writer/invalid/vs_1_1/vs1_ins-full (validate)
// expect: invalid [dst.a0-writer]
// origin: template op {ins: full}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov a0, r1
mov r0, c[a0.x]
mov oPos, v0
