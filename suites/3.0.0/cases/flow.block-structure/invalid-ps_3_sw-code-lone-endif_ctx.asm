// case: flow.block-structure/invalid/ps_3_sw/code-lone-endif_ctx (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: lone-endif, decls: defb b0, true defi i0, 2, 0, 1, 0} + 4 random context instructions (seed 1 attempt 0)
ps_3_sw
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
endif
mov oC0, c0
mul r1, c6, c6
mov r2, r1
add r3, c3, r1
mad r4, c7, c7, c7
