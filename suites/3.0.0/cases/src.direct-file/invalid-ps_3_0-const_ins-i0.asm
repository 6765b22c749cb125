// case: src.direct-file/invalid/ps_3_0/const_ins-i0 (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: i0}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, r1, i0
mov oC0, c0
