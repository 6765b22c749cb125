// case: ports.limit/valid/vs_3_0/sm2-c_ins-split (validate)
// expect: valid
// case: ports.limit/assemble/vs_3_0/sm2-c_ins-split (assemble)
// expect: the tokens of valid-vs_3_0-sm2-c_ins-split.bin
// origin: template op {ins: split}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mov r2, c1
mad r0, r1, c0, r2
mov o0, v0
