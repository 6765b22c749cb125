// case: flow.block-structure/invalid/ps_3_0/code-lone-endrep (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: lone-endrep, decls: defb b0, true defi i0, 2, 0, 1, 0}
ps_3_0
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
endrep
mov oC0, c0
