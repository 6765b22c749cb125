// case: flow.block-structure/invalid/ps_2_sw/code-open-rep (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: open-rep, decls: defb b0, true defi i0, 2, 0, 1, 0}
ps_2_sw
defb b0, true
defi i0, 2, 0, 1, 0
rep i0
mov r0, c0
mov oC0, c0
