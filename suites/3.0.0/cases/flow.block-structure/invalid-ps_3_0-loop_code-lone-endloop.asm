// case: flow.block-structure/invalid/ps_3_0/loop_code-lone-endloop (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: lone-endloop, decls: defi i0, 2, 0, 1, 0}
ps_3_0
defi i0, 2, 0, 1, 0
mov r0, c0
endloop
mov oC0, c0
