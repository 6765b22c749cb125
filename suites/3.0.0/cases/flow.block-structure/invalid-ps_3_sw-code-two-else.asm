// case: flow.block-structure/invalid/ps_3_sw/code-two-else (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: two-else, decls: defb b0, true defi i0, 2, 0, 1, 0}
ps_3_sw
defb b0, true
defi i0, 2, 0, 1, 0
if b0
mov r0, c0
else
mov r1, c0
else
endif
mov oC0, c0
