// case: flow.block-structure/invalid/ps_2_sw/code-lone-endif_ctx (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: lone-endif, decls: defb b0, true defi i0, 2, 0, 1, 0} + 1 random context instructions (seed 1 attempt 1)
ps_2_sw
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
endif
mov oC0, c0
mad r1, c2, c2, c2
