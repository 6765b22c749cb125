// case: ps1.texaddr-src-file/valid/ps_1_3/code-texbem_ctx (validate)
// expect: valid
// case: ps1.texaddr-src-file/assemble/ps_1_3/code-texbem_ctx (assemble)
// expect: the tokens of valid-ps_1_3-code-texbem_ctx.bin
// origin: template code {code: texbem} + 1 random context instructions (seed 1 attempt 2)
ps_1_3
tex t0
texbem t1, t0
mov r0, t1
mov r0, c0
add r1, c2, c2
