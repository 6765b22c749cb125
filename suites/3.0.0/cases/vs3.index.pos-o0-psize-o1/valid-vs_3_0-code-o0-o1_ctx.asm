// case: vs3.index.pos-o0-psize-o1/valid/vs_3_0/code-o0-o1_ctx (validate)
// expect: valid
// case: vs3.index.pos-o0-psize-o1/assemble/vs_3_0/code-o0-o1_ctx (assemble)
// expect: the tokens of valid-vs_3_0-code-o0-o1_ctx.bin
// origin: template code {code: o0-o1, decls: defi i0, 2, 0, 1, 0 dcl_psize o1 dcl_texcoord0 o2} + 6 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
dcl_psize o1
dcl_texcoord o2
mov o1, v0.x
loop aL, i0
    mov o2[aL], v0
endloop
mov o0, v0
mul r0, c5, c5
add r1, r0, c4
mov r2, r1
mad r3, c0, c0, r0
mov r4, r1
mad r5, r3, r4, c7
