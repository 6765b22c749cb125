// case: src.direct-file/invalid/vs_2_sw/a0_ins-a0x (validate)
// expect: invalid [src.direct-file]
// origin: template op {ins: a0x}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mova a0.x, r1.x
add r0, r1, a0.x
mov oPos, v0
