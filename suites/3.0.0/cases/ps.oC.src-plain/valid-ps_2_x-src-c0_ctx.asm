// case: ps.oC.src-plain/valid/ps_2_x/src-c0_ctx (validate)
// expect: valid
// case: ps.oC.src-plain/assemble/ps_2_x/src-c0_ctx (assemble)
// expect: the tokens of valid-ps_2_x-src-c0_ctx.bin
// origin: template oc_write {src: c0} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mul r0, c2, c2
mul r4, c6, r0
mul r5, c0, c0
mul r6, c5, c5
mov r7, c3
