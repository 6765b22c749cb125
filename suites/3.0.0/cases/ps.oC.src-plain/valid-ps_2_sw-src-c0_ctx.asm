// case: ps.oC.src-plain/valid/ps_2_sw/src-c0_ctx (validate)
// expect: valid
// case: ps.oC.src-plain/assemble/ps_2_sw/src-c0_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-src-c0_ctx.bin
// origin: template oc_write {src: c0} + 6 random context instructions (seed 1 attempt 0)
ps_2_sw
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mul r0, c7, c7
add r4, r0, c3
add r5, c3, r4
mov r6, c0
mul r7, r0, c7
mov r8, r6
