// case: vs3.index.aL/valid/vs_3_sw/code-c (validate)
// expect: valid
// case: vs3.index.aL/assemble/vs_3_sw/code-c (assemble)
// expect: the tokens of valid-vs_3_sw-code-c.bin
// origin: template code {code: c, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 v1 dcl_texcoord1 v2 dcl_texcoord0 o1 dcl_texcoord1 o2}
vs_3_sw
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
dcl_texcoord0 v1
dcl_texcoord1 v2
dcl_texcoord0 o1
dcl_texcoord1 o2
loop aL, i0
mov o[aL + 1], c[aL + 3]
endloop
mov o0, v0
