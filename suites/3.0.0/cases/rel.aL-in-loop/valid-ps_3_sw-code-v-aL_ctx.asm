// case: rel.aL-in-loop/valid/ps_3_sw/code-v-aL_ctx (validate)
// expect: valid
// case: rel.aL-in-loop/assemble/ps_3_sw/code-v-aL_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-code-v-aL_ctx.bin
// origin: template code {code: v-aL, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 v0 dcl_texcoord1 v1} + 5 random context instructions (seed 1 attempt 0)
ps_3_sw
defi i0, 2, 0, 1, 0
dcl_texcoord v0
dcl_texcoord1 v1
mov r0, v0
loop aL, i0
    add r0, r0, v0[aL]
endloop
mov oC0, c0
mad r1, c4, c4, c4
mul r2, c3, c3
mad r3, r2, c7, r1
add r4, r3, c7
add r5, c0, c0
