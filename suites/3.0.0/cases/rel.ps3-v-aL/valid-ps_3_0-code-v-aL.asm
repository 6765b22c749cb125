// case: rel.ps3-v-aL/valid/ps_3_0/code-v-aL (validate)
// expect: valid
// case: rel.ps3-v-aL/assemble/ps_3_0/code-v-aL (assemble)
// expect: the tokens of valid-ps_3_0-code-v-aL.bin
// origin: template code {code: v-aL, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 v0 dcl_texcoord1 v1}
ps_3_0
defi i0, 2, 0, 1, 0
dcl_texcoord0 v0
dcl_texcoord1 v1
mov r0, v0
loop aL, i0
add r0, r0, v[aL]
endloop
mov oC0, c0
