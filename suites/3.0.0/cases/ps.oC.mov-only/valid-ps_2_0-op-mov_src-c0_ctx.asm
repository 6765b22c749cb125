// case: ps.oC.mov-only/valid/ps_2_0/op-mov_src-c0_ctx (validate)
// expect: valid
// case: ps.oC.mov-only/assemble/ps_2_0/op-mov_src-c0_ctx (assemble)
// expect: the tokens of valid-ps_2_0-op-mov_src-c0_ctx.bin
// origin: template oc_write {op: mov, src: c0} + 4 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mul r0, c0, c0
mul r4, c6, r0
mul r5, c5, c5
mul r6, c6, c6
