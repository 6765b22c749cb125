// case: src.sgn-scratch/valid/vs_3_0/one-source_ins-sgn1 (validate)
// expect: valid
// case: src.sgn-scratch/assemble/vs_3_0/one-source_ins-sgn1 (assemble)
// expect: the tokens of valid-vs_3_0-one-source_ins-sgn1.bin
// origin: template op {ins: sgn1}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sgn r0, r1
mov o0, v0
