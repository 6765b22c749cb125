// case: flow.block-structure/invalid/ps_2_sw/code-lone-endif (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: lone-endif, decls: defb b0, true defi i0, 2, 0, 1, 0}
ps_2_sw
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
endif
mov oC0, c0
