// case: ps.oC.src-plain/valid/ps_3_0/src-c0_ctx (validate)
// expect: valid
// case: ps.oC.src-plain/assemble/ps_3_0/src-c0_ctx (assemble)
// expect: the tokens of valid-ps_3_0-src-c0_ctx.bin
// origin: template oc_write {src: c0} + 1 random context instructions (seed 1 attempt 0)
ps_3_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
add r0, c7, c7
