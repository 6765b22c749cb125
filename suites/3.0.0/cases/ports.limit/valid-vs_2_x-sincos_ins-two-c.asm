// case: ports.limit/valid/vs_2_x/sincos_ins-two-c (validate)
// expect: valid
// case: ports.limit/assemble/vs_2_x/sincos_ins-two-c (assemble)
// expect: the tokens of valid-vs_2_x-sincos_ins-two-c.bin
// origin: template op {ins: two-c}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
sincos r0.xy, r1.x, c0, c1
mov oPos, v0
