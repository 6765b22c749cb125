// case: op.rep-operand/valid/ps_3_sw/ins-i0 (validate)
// expect: valid
// case: op.rep-operand/assemble/ps_3_sw/ins-i0 (assemble)
// expect: the tokens of valid-ps_3_sw-ins-i0.bin
// origin: template op {ins: i0}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
add r0, r1, r2
endrep
mov oC0, c0
