// case: src.sgn-scratch/invalid/vs_2_0/ins-input (validate)
// expect: invalid [src.sgn-scratch]
// origin: template op {ins: input}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sgn r0, r1, v0, r3
mov oPos, v0
