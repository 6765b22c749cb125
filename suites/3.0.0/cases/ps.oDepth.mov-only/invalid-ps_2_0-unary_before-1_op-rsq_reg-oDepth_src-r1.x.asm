// case: ps.oDepth.mov-only/invalid/ps_2_0/unary_before-1_op-rsq_reg-oDepth_src-r1.x (validate)
// expect: invalid [ps.oDepth.mov-only]
// origin: template oc_write {before: 1, op: rsq, reg: oDepth, src: r1.x}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
rsq oDepth, r1.x
