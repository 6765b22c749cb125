// case: rel.ps3-v-aL/valid/ps_3_0/code-v-aL_ctx (validate)
// expect: valid
// case: rel.ps3-v-aL/assemble/ps_3_0/code-v-aL_ctx (assemble)
// expect: the tokens of valid-ps_3_0-code-v-aL_ctx.bin
// origin: template code {code: v-aL, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 v0 dcl_texcoord1 v1} + 2 random context instructions (seed 1 attempt 0)
ps_3_0
defi i0, 2, 0, 1, 0
dcl_texcoord v0
dcl_texcoord1 v1
mov r0, v0
loop aL, i0
    add r0, r0, v0[aL]
endloop
mov oC0, c0
mul r1, c2, c2
add r2, r1, c5
