// case: mod.sat-except/invalid/ps_2_0/ins-sincos (validate)
// expect: invalid [mod.sat-except]
// origin: template op {ins: sincos}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
sincos_sat r0.xy, r1.x, c0, c1
mov oC0, c0
