// case: ps.reg.no-uninit-read-2x/valid/ps_2_x/code_ctx (validate)
// expect: valid
// case: ps.reg.no-uninit-read-2x/assemble/ps_2_x/code_ctx (assemble)
// expect: the tokens of valid-ps_2_x-code_ctx.bin
// origin: template code {code: mov r5, c0 add r0, r5, c1} + 5 random context instructions (seed 1 attempt 1)
ps_2_x
mov r5, c0
add r0, r5, c1
mov oC0, c0
mul r1, c0, c0
mov r2, r1
mad r3, c2, r1, r2
mov r4, c5
mov r6, c4
