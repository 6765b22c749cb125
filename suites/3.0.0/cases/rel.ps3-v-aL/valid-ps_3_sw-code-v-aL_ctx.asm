// case: rel.ps3-v-aL/valid/ps_3_sw/code-v-aL_ctx (validate)
// expect: valid
// case: rel.ps3-v-aL/assemble/ps_3_sw/code-v-aL_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-code-v-aL_ctx.bin
// origin: template code {code: v-aL, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 v0 dcl_texcoord1 v1} + 3 random context instructions (seed 1 attempt 0)
ps_3_sw
defi i0, 2, 0, 1, 0
dcl_texcoord v0
dcl_texcoord1 v1
mov r0, v0
loop aL, i0
    add r0, r0, v0[aL]
endloop
mov oC0, c0
mov r1, c7
mad r2, r1, r1, c3
add r3, c3, c3
