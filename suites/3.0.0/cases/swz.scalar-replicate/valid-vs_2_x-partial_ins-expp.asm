// case: swz.scalar-replicate/valid/vs_2_x/partial_ins-expp (validate)
// expect: valid
// case: swz.scalar-replicate/assemble/vs_2_x/partial_ins-expp (assemble)
// expect: the tokens of valid-vs_2_x-partial_ins-expp.bin
// origin: template op {ins: expp}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
expp r0, r1.z
mov oPos, v0
