// case: rel.aL-in-loop/valid/vs_3_sw/code-c-aL_ctx (validate)
// expect: valid
// case: rel.aL-in-loop/assemble/vs_3_sw/code-c-aL_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-code-c-aL_ctx.bin
// origin: template code {code: c-aL, decls: defi i0, 2, 0, 1, 0} + 6 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
mov r0, v0
loop aL, i0
    add r0, r0, c0[aL]
endloop
mov o0, v0
add r1, c3, c3
mul r2, c0, c0
mov r3, c5
add r4, r1, r2
add r5, c4, r1
add r6, r4, r4
