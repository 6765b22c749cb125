// case: ps.oC.mov-only/invalid/ps_2_0/ternary_op-lrp (validate)
// expect: invalid [ps.oC.mov-only]
// origin: template oc_write {op: lrp, src: r1, r1, r1}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
lrp oC0, r1, r1, r1
