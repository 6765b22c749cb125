// case: ps.oC.mov-only/valid/ps_3_sw/lifted_op-sub (validate)
// expect: valid
// case: ps.oC.mov-only/assemble/ps_3_sw/lifted_op-sub (assemble)
// expect: the tokens of valid-ps_3_sw-lifted_op-sub.bin
// origin: template oc_write {op: sub, src: r1, r1}
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
sub oC0, r1, r1
