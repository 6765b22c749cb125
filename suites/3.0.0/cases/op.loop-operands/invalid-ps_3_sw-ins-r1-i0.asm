// case: op.loop-operands/invalid/ps_3_sw/ins-r1-i0 (validate)
// expect: invalid [op.loop-operands]
// origin: template op {ins: r1-i0}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
loop r1, i0
add r0, r1, r2
endloop
mov oC0, c0
