// case: src.direct-file/invalid/vs_3_sw/const_ins-i0 (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: i0}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
mul r0, r1, i0
mov o0, v0
