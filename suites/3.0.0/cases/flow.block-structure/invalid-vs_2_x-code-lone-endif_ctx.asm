// case: flow.block-structure/invalid/vs_2_x/code-lone-endif_ctx (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: lone-endif, decls: defb b0, true defi i0, 2, 0, 1, 0} + 6 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
defb b0, true
defi i0, 2, 0, 1, 0
mov r0, c0
endif
mov oPos, v0
mul r1, c0, c0
add r2, r1, r1
mov r3, r1
mov r4, c6
mov r5, c6
mov r6, r1
