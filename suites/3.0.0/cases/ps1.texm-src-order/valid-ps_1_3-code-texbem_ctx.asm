// case: ps1.texm-src-order/valid/ps_1_3/code-texbem_ctx (validate)
// expect: valid
// case: ps1.texm-src-order/assemble/ps_1_3/code-texbem_ctx (assemble)
// expect: the tokens of valid-ps_1_3-code-texbem_ctx.bin
// origin: template code {code: texbem} + 1 random context instructions (seed 1 attempt 0)
ps_1_3
tex t0
texbem t1, t0
mov r0, t1
mov r0, c0
add r1, c7, c7
