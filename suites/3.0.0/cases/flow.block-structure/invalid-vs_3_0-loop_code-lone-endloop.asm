// case: flow.block-structure/invalid/vs_3_0/loop_code-lone-endloop (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: lone-endloop, decls: defi i0, 2, 0, 1, 0}
vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 1, 0
mov r0, c0
endloop
mov o0, v0
