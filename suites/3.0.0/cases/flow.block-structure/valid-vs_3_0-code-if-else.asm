// case: flow.block-structure/valid/vs_3_0/code-if-else (validate)
// expect: valid
// case: flow.block-structure/assemble/vs_3_0/code-if-else (assemble)
// expect: the tokens of valid-vs_3_0-code-if-else.bin
// origin: template code {code: if-else, decls: defb b0, true defi i0, 2, 0, 1, 0}
vs_3_0
dcl_position v0
dcl_position o0
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
if b0
mov r0, c0
else
mov r1, c0
endif
mov o0, v0
