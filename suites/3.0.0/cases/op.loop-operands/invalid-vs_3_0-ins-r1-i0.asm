// case: op.loop-operands/invalid/vs_3_0/ins-r1-i0 (validate)
// expect: invalid [op.loop-operands]
// origin: template op {ins: r1-i0}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
loop r1, i0
add r0, r1, r2
endloop
mov o0, v0
