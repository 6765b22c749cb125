// case: ps.reg.no-uninit-read/valid/ps_1_3/code_ctx (validate)
// expect: valid
// case: ps.reg.no-uninit-read/assemble/ps_1_3/code_ctx (assemble)
// expect: the tokens of valid-ps_1_3-code_ctx.bin
// origin: template code {code: mov r1, c0 add r0, r1, c1} + 2 random context instructions (seed 1 attempt 0)
ps_1_3
mov r1, c0
add r0, r1, c1
mov r0, c0
nop
nop
