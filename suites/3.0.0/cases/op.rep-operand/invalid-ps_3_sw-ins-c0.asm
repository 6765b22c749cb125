// case: op.rep-operand/invalid/ps_3_sw/ins-c0 (validate)
// expect: invalid [op.rep-operand]
// origin: template op {ins: c0}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep c0
add r0, r1, r2
endrep
mov oC0, c0
