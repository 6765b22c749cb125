// case: ports.limit/valid/vs_2_x/sm2-c_ins-split (validate)
// expect: valid
// case: ports.limit/assemble/vs_2_x/sm2-c_ins-split (assemble)
// expect: the tokens of valid-vs_2_x-sm2-c_ins-split.bin
// origin: template op {ins: split}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r2, c1
mad r0, r1, c0, r2
mov oPos, v0
