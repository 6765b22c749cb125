// case: ps.oC.mov-only/valid/ps_3_sw/lifted_op-add_ctx (validate)
// expect: valid
// case: ps.oC.mov-only/assemble/ps_3_sw/lifted_op-add_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-lifted_op-add_ctx.bin
// origin: template oc_write {op: add, src: r1, r1} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
add oC0, r1, r1
mad r0, c3, c3, c3
add r4, r0, c6
add r5, c3, c3
mul r6, r0, r5
mov r7, c4
