// case: flow.block-structure/invalid/vs_3_0/code-lone-endif_ctx (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: lone-endif, decls: defb b0, true defi i0, 2, 0, 1, 0} + 2 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
endif
mov o0, v0
mov r1, c2
add r2, r1, c3
