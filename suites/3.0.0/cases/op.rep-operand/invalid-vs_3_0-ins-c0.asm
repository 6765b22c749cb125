// case: op.rep-operand/invalid/vs_3_0/ins-c0 (validate)
// expect: invalid [op.rep-operand]
// origin: template op {ins: c0}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep c0
add r0, r1, r2
endrep
mov o0, v0
