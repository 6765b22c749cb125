// case: src.sgn-scratch/valid/vs_2_x/ins-masked (validate)
// expect: valid
// case: src.sgn-scratch/assemble/vs_2_x/ins-masked (assemble)
// expect: the tokens of valid-vs_2_x-ins-masked.bin
// origin: template op {ins: masked}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sgn r0.xy, -r1.yxzw, r2, r3
mov oPos, v0
