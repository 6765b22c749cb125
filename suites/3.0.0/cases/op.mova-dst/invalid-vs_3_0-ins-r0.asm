// case: op.mova-dst/invalid/vs_3_0/ins-r0 (validate)
// expect: invalid [op.mova-dst]
// origin: template op {ins: r0}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mova r0, r1
mov o0, v0
