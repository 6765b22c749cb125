// case: ps.oC.mov-only/invalid/ps_2_x/unary_op-exp_src-r1.x (validate)
// expect: invalid [ps.oC.mov-only]
// origin: template oc_write {op: exp, src: r1.x}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
exp oC0, r1.x
