// case: rel.o-aL/valid/vs_3_0/code-o-aL (validate)
// expect: valid
// case: rel.o-aL/assemble/vs_3_0/code-o-aL (assemble)
// expect: the tokens of valid-vs_3_0-code-o-aL.bin
// origin: template code {code: o-aL, decls: defi i0, 2, 0, 1, 0 dcl_texcoord0 o1 dcl_texcoord1 o2}
vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
dcl_texcoord0 o1
dcl_texcoord1 o2
loop aL, i0
mov o[aL + 1], v0
endloop
mov o0, v0
