// case: ps.oC.src-plain/valid/ps_2_0/src-c0_ctx (validate)
// expect: valid
// case: ps.oC.src-plain/assemble/ps_2_0/src-c0_ctx (assemble)
// expect: the tokens of valid-ps_2_0-src-c0_ctx.bin
// origin: template oc_write {src: c0} + 3 random context instructions (seed 1 attempt 0)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mov r0, c7
mad r4, r0, c0, r0
add r5, c4, c4
