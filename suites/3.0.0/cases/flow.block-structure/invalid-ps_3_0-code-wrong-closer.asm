// case: flow.block-structure/invalid/ps_3_0/code-wrong-closer (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: wrong-closer, decls: defb b0, true defi i0, 2, 0, 1, 0}
ps_3_0
defb b0, true
defi i0, 2, 0, 1, 0
rep i0
mov r0, c0
endif
mov oC0, c0
