// case: ps.oDepth.mov-only/invalid/ps_2_x/before-1_op-mul_reg-oDepth (validate)
// expect: invalid [ps.oDepth.mov-only]
// origin: template oc_write {before: 1, op: mul, reg: oDepth, src: r1.x, r1.x}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mul oDepth, r1.x, r1.x
