// case: dst.a0-writer/invalid/vs_1_1/vs1_ins-add (validate)
// expect: invalid [dst.a0-writer]
// origin: template op {ins: add}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add a0.x, r1.x, r2.x
mov r0, c[a0.x]
mov oPos, v0
