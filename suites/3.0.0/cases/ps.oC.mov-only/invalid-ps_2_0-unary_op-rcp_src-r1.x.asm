// case: ps.oC.mov-only/invalid/ps_2_0/unary_op-rcp_src-r1.x (validate)
// expect: invalid [ps.oC.mov-only]
// origin: template oc_write {op: rcp, src: r1.x}
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
rcp oC0, r1.x
