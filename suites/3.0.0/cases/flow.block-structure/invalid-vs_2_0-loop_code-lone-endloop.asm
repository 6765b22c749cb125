// case: flow.block-structure/invalid/vs_2_0/loop_code-lone-endloop (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: lone-endloop, decls: defi i0, 2, 0, 1, 0}
vs_2_0
dcl_position v0
defi i0, 2, 0, 1, 0
mov r0, c0
endloop
mov oPos, v0
