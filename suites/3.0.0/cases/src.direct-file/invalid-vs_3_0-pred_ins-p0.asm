// case: src.direct-file/invalid/vs_3_0/pred_ins-p0 (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: p0}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
setp_gt p0, r1, r2
add r0, r1, p0
mov o0, v0
