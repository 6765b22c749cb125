// case: swz.scalar-replicate/valid/vs_3_sw/ins-rcp (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/vs_3_sw/ins-rcp (assemble)
// expect: the tokens of valid-vs_3_sw-ins-rcp.bin
// origin: template op {ins: rcp}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rcp r0, r1.x
mov o0, v0
