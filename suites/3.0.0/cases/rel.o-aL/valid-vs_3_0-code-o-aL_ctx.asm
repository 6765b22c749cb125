// case: rel.o-aL/valid/vs_3_0/code-o-aL_ctx (validate)
// expect: valid
// case: rel.o-aL/assemble/vs_3_0/code-o-aL_ctx (assemble)
// expect: the tokens of valid-vs_3_0-code-o-aL_ctx.bin
// origin: template code {code: o-aL, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 o1 dcl_texcoord1 o2} + 4 random context instructions (seed 1 attempt 1)
vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
dcl_texcoord o1
dcl_texcoord1 o2
loop aL, i0
    mov o1[aL], v0
endloop
mov o0, v0
mov r0, c1
add r1, c0, c0
mov r2, r1
mul r3, c4, r2
