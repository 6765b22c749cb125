// case: flow.block-structure/invalid/vs_3_sw/code-lone-endif_ctx (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: lone-endif, decls: defb b0, true defi i0, 2, 0, 1, 0} + 5 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
endif
mov o0, v0
mad r1, c2, c2, c2
mad r2, c4, c4, r1
mad r3, c4, c4, c4
mul r4, c6, r3
mul r5, r4, c2
