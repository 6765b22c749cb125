// case: flow.block-structure/invalid/vs_2_0/code-lone-endif_ctx (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: lone-endif, decls: defb b0, true defi i0, 2, 0, 1, 0} + 5 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
endif
mov oPos, v0
mul r1, c4, c4
mov r2, r1
add r3, r1, c0
mov r4, r3
mad r5, c2, r4, c2
