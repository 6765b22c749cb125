// case: ports.limit/valid/ps_2_x/sm2-c_ins-split (validate)
// expect: valid
// case: ports.limit/assemble/ps_2_x/sm2-c_ins-split (assemble)
// expect: the tokens of valid-ps_2_x-sm2-c_ins-split.bin
// origin: template op {ins: split}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov r2, c1
mad r0, r1, c0, r2
mov oC0, c0
