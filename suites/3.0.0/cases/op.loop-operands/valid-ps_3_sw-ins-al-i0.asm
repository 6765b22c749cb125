// case: op.loop-operands/valid/ps_3_sw/ins-al-i0 (validate)
// expect: valid
// case: op.loop-operands/assemble/ps_3_sw/ins-al-i0 (assemble)
// expect: the tokens of valid-ps_3_sw-ins-al-i0.bin
// origin: template op {ins: al-i0}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
loop aL, i0
add r0, r1, r2
endloop
mov oC0, c0
