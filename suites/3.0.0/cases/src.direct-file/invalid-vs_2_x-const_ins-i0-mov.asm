// case: src.direct-file/invalid/vs_2_x/const_ins-i0-mov (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: i0-mov}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, i0
mov oPos, v0
