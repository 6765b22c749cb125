// case: op.loop-operands/invalid/ps_3_sw/ins-al-c0 (validate)
// expect: invalid [op.loop-operands]
// origin: template op {ins: al-c0}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, c0
add r0, r1, r2
endloop
mov oC0, c0
