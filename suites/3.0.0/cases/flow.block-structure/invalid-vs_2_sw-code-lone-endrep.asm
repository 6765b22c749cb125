// case: flow.block-structure/invalid/vs_2_sw/code-lone-endrep (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: lone-endrep, decls: defb b0, true defi i0, 2, 0, 1, 0}
vs_2_sw
dcl_position v0
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
endrep
mov oPos, v0
