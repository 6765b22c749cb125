// case: src.direct-file/invalid/ps_3_sw/pred_ins-p0 (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: p0}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
add r0, r1, p0
mov oC0, c0
