// case: ps.oC.mov-only/valid/ps_3_0/lifted_op-mul (validate)
// expect: valid
// case: ps.oC.mov-only/assemble/ps_3_0/lifted_op-mul (assemble)
// expect: the tokens of valid-ps_3_0-lifted_op-mul.bin
// origin: template oc_write {op: mul, src: r1, r1}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mul oC0, r1, r1
