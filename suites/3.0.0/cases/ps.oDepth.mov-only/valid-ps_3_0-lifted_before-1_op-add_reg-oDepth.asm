// case: ps.oDepth.mov-only/valid/ps_3_0/lifted_before-1_op-add_reg-oDepth (validate)
// expect: valid
// case: ps.oDepth.mov-only/assemble/ps_3_0/lifted_before-1_op-add_reg-oDepth (assemble)
// expect: the tokens of valid-ps_3_0-lifted_before-1_op-add_reg-oDepth.bin
// origin: template oc_write {before: 1, op: add, reg: oDepth, src: r1.x, r1.x}
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
add oDepth, r1.x, r1.x
