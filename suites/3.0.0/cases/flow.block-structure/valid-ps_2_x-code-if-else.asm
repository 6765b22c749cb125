// case: flow.block-structure/valid/ps_2_x/code-if-else (validate)
// expect: valid
// case: flow.block-structure/assemble/ps_2_x/code-if-else (assemble)
// expect: the tokens of valid-ps_2_x-code-if-else.bin
// origin: template code {code: if-else, decls: defb b0, true defi i0, 2, 0, 1, 0}
ps_2_x
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
if b0
mov r0, c0
else
mov r1, c0
endif
mov oC0, c0
