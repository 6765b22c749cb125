// case: swz.scalar-replicate/valid/vs_1_1/partial_ins-expp (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/vs_1_1/partial_ins-expp (assemble)
// expect: the tokens of valid-vs_1_1-partial_ins-expp.bin
// origin: template op {ins: expp}
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
expp r0, r1.z
mov oPos, v0
