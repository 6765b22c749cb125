// case: src.direct-file/invalid/ps_2_sw/const_ins-i0-mov (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: i0-mov}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, i0
mov oC0, c0
