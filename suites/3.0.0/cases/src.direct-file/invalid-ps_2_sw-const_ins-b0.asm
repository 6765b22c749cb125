// case: src.direct-file/invalid/ps_2_sw/const_ins-b0 (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: b0}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, b0
mov oC0, c0
