// case: ps.oC.mov-only/invalid/ps_2_sw/op-min (validate)
// expect: invalid [ps.oC.mov-only]
// origin: template oc_write {op: min, src: r1, r1}
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
min oC0, r1, r1
