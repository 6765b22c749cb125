// case: flow.block-structure/valid/vs_2_sw/code-nested (validate)
// expect: valid
// case: flow.block-structure/assemble/vs_2_sw/code-nested (assemble)
// expect: the tokens of valid-vs_2_sw-code-nested.bin
// origin: template code {code: nested, decls: defb b0, true defi i0, 2, 0, 1, 0}
vs_2_sw
dcl_position v0
defb b0, true
defi i0, 2, 0, 1, 0
rep i0
if b0
mov r0, c0
endif
endrep
mov oPos, v0
