// case: flow.block-structure/invalid/vs_3_0/code-lone-else (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: lone-else, decls: defb b0, true defi i0, 2, 0, 1, 0}
vs_3_0
dcl_position v0
dcl_position o0
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
else
mov o0, v0
