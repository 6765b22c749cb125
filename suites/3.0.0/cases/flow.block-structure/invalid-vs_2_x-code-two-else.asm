// case: flow.block-structure/invalid/vs_2_x/code-two-else (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: two-else, decls: defb b0, true defi i0, 2, 0, 1, 0}
vs_2_x
dcl_position v0
defb b0, true
defi i0, 2, 0, 1, 0
if b0
mov r0, c0
else
mov r1, c0
else
endif
mov oPos, v0
