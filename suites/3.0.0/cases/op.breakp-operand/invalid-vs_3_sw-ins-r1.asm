// case: op.breakp-operand/invalid/vs_3_sw/ins-r1 (validate)
// expect: invalid [op.breakp-operand]
// origin: template op {ins: r1}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
breakp r1.x
endrep
mov o0, v0
