// case: ps.oC.src-plain/valid/ps_3_sw/src-c0_ctx (validate)
// expect: valid
// case: ps.oC.src-plain/assemble/ps_3_sw/src-c0_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-src-c0_ctx.bin
// origin: template oc_write {src: c0} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mul r0, c1, c1
add r4, r0, c1
mad r5, c5, r0, c5
