// case: op.breakp-operand/valid/vs_2_sw/ins-p0x (validate)
// expect: valid
// case: op.breakp-operand/assemble/vs_2_sw/ins-p0x (assemble)
// expect: the tokens of valid-vs_2_sw-ins-p0x.bin
// origin: template op {ins: p0x}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
rep i0
breakp p0.x
endrep
mov oPos, v0
