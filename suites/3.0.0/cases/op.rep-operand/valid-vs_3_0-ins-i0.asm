// case: op.rep-operand/valid/vs_3_0/ins-i0 (validate)
// expect: valid
// case: op.rep-operand/assemble/vs_3_0/ins-i0 (assemble)
// expect: the tokens of valid-vs_3_0-ins-i0.bin
// origin: template op {ins: i0}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
add r0, r1, r2
endrep
mov o0, v0
