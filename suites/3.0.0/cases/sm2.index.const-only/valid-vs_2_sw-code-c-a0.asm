// case: sm2.index.const-only/valid/vs_2_sw/code-c-a0 (validate)
// expect: valid
// case: sm2.index.const-only/assemble/vs_2_sw/code-c-a0 (assemble)
// expect: the tokens of valid-vs_2_sw-code-c-a0.bin
// origin: template code {code: c-a0}
vs_2_sw
dcl_position v0
mova a0.x, v0.x
mov r0, c[a0.x + 1]
mov oPos, v0
