// case: ps.oC.mov-only/invalid/ps_2_x/op-sub (validate)
// expect: invalid [ps.oC.mov-only]
// origin: template oc_write {op: sub, src: r1, r1}
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
sub oC0, r1, r1
