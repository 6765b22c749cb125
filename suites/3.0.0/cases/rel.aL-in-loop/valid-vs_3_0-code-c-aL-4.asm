// case: rel.aL-in-loop/valid/vs_3_0/code-c-aL-4 (validate)
// expect: valid
// case: rel.aL-in-loop/assemble/vs_3_0/code-c-aL-4 (assemble)
// expect: the tokens of valid-vs_3_0-code-c-aL-4.bin
// origin: template code {code: c-aL-4, decls: defi i0, 2, 0, 1, 0}
vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
mov r0, v0
loop aL, i0
add r0, r0, c[aL + 4]
endloop
mov o0, v0
