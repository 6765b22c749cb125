// case: dst.a0-writer/invalid/vs_2_sw/ins-add (validate)
// expect: invalid [dst.a0-writer]
// origin: template op {ins: add}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add a0.x, r1.x, r2.x
mov r0, c[a0.x]
mov oPos, v0
