// case: ps.oC.mov-only/invalid/ps_2_sw/unary_op-log_src-r1.x (validate)
// expect: invalid [ps.oC.mov-only]
// origin: template oc_write {op: log, src: r1.x}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
log oC0, r1.x
