// case: ps.oC.mov-only/valid/ps_3_0/lifted_op-add_ctx (validate)
// expect: valid
// case: ps.oC.mov-only/assemble/ps_3_0/lifted_op-add_ctx (assemble)
// expect: the tokens of valid-ps_3_0-lifted_op-add_ctx.bin
// origin: template oc_write {op: add, src: r1, r1} + 6 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
add oC0, r1, r1
mul r0, c5, c5
mul r4, r0, r0
mul r5, c3, c3
mov r6, c2
mad r7, c3, r6, c3
mul r8, c7, r0
