// case: op.rep-operand/invalid/vs_2_x/ins-r1 (validate)
// expect: invalid [op.rep-operand]
// origin: template op {ins: r1}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep r1
add r0, r1, r2
endrep
mov oPos, v0
