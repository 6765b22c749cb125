// case: src.sgn-scratch/invalid/vs_2_x/ins-neg (validate)
// expect: invalid [src.sgn-scratch]
// origin: template op {ins: neg}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sgn r0, r1, -r2, r3
mov oPos, v0
