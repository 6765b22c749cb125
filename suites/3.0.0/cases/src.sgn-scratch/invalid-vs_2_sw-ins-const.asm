// case: src.sgn-scratch/invalid/vs_2_sw/ins-const (validate)
// expect: invalid [src.sgn-scratch]
// origin: template op {ins: const}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sgn r0, r1, r2, c0
mov oPos, v0
