// case: dst.a0-writer/invalid/vs_2_sw/ins-mov (validate)
// expect: invalid [dst.a0-writer]
// origin: template op {ins: mov}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov a0.x, r1.x
mov r0, c[a0.x]
mov oPos, v0
