// case: dst.a0-writer/invalid/vs_3_0/ins-mov (validate)
// expect: invalid [dst.a0-writer]
// origin: template op {ins: mov}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov a0.x, r1.x
mov r0, c[a0.x]
mov o0, v0
