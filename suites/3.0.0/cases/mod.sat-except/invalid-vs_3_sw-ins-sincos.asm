// case: mod.sat-except/invalid/vs_3_sw/ins-sincos (validate)
// expect: invalid [mod.sat-except]
// origin: template op {ins: sincos}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
sincos_sat r0.xy, r1.x
mov o0, v0
