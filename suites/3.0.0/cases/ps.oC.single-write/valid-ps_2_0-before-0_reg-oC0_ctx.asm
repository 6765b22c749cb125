// case: ps.oC.single-write/valid/ps_2_0/before-0_reg-oC0_ctx (validate)
// expect: valid
// case: ps.oC.single-write/assemble/ps_2_0/before-0_reg-oC0_ctx (assemble)
// expect: the tokens of valid-ps_2_0-before-0_reg-oC0_ctx.bin
// origin: template oc_write {before: 0, reg: oC0} + 5 random context instructions (seed 1 attempt 2)
ps_2_0
mov r1, c0
mov r2, c0
mov r3, c0
mov oC0, c0
mul r0, c4, c4
mul r4, c7, c7
mad r5, r4, c4, c4
mad r6, c4, c4, r0
add r7, c6, c6
