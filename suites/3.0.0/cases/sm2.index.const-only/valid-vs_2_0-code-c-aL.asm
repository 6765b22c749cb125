// case: sm2.index.const-only/valid/vs_2_0/code-c-aL (validate)
// expect: valid
// case: sm2.index.const-only/assemble/vs_2_0/code-c-aL (assemble)
// expect: the tokens of valid-vs_2_0-code-c-aL.bin
// origin: template code {code: c-aL}
vs_2_0
dcl_position v0
loop aL, i0
mov r0, c[aL]
endloop
mov oPos, v0
