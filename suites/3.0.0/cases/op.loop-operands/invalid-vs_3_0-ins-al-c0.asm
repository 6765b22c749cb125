// case: op.loop-operands/invalid/vs_3_0/ins-al-c0 (validate)
// expect: invalid [op.loop-operands]
// origin: template op {ins: al-c0}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, c0
add r0, r1, r2
endloop
mov o0, v0
