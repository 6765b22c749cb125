// case: flow.block-structure/invalid/vs_2_sw/code-lone-endif_ctx (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: lone-endif, decls: defb b0, true defi i0, 2, 0, 1, 0} + 3 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
endif
mov oPos, v0
mul r1, c6, c6
mad r2, r1, r1, r1
mul r3, c2, c2
