// case: ps.oC.mov-only/valid/ps_3_0/lifted_op-min (validate)
// expect: valid
// case: ps.oC.mov-only/assemble/ps_3_0/lifted_op-min (assemble)
// expect: the tokens of valid-ps_3_0-lifted_op-min.bin
// origin: template oc_write {op: min, src: r1, r1}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
min oC0, r1, r1
