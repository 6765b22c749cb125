// case: op.breakp-operand/invalid/ps_3_sw/ins-r1 (validate)
// expect: invalid [op.breakp-operand]
// origin: template op {ins: r1}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
breakp r1.x
endrep
mov oC0, c0
