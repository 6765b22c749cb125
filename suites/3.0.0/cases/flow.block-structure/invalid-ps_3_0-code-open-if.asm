// case: flow.block-structure/invalid/ps_3_0/code-open-if (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: open-if, decls: defb b0, true defi i0, 2, 0, 1, 0}
ps_3_0
defb b0, true
defi i0, 2, 0, 1, 0
if b0
mov r0, c0
mov oC0, c0
