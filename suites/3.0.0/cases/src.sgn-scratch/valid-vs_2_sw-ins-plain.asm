// case: src.sgn-scratch/valid/vs_2_sw/ins-plain (validate)
// expect: valid
// case: src.sgn-scratch/assemble/vs_2_sw/ins-plain (assemble)
// expect: the tokens of valid-vs_2_sw-ins-plain.bin
// origin: template op {ins: plain}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sgn r0, r1, r2, r3
mov oPos, v0
