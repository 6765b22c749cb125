// case: rel.aL-in-loop/valid/vs_2_0/code-c-aL_ctx (validate)
// expect: valid
// case: rel.aL-in-loop/assemble/vs_2_0/code-c-aL_ctx (assemble)
// expect: the tokens of valid-vs_2_0-code-c-aL_ctx.bin
// origin: template code {code: c-aL, decls: defi i0, 2, 0, 1, 0} + 1 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
defi i0, 2, 0, 1, 0
mov r0, v0
loop aL, i0
    add r0, r0, c0[aL]
endloop
mov oPos, v0
mul r1, c0, c0
