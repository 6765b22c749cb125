// case: rel.aL-in-loop/valid/ps_3_sw/code-v-aL (validate)
// expect: valid
// case: rel.aL-in-loop/assemble/ps_3_sw/code-v-aL (assemble)
// expect: the tokens of valid-ps_3_sw-code-v-aL.bin
// origin: template code {code: v-aL, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 v0 dcl_texcoord1 v1}
ps_3_sw
defi i0, 2, 0, 1, 0
dcl_texcoord0 v0
dcl_texcoord1 v1
mov r0, v0
loop aL, i0
add r0, r0, v[aL]
endloop
mov oC0, c0
