// case: flow.block-structure/invalid/vs_2_0/code-open-rep (validate)
// expect: invalid [flow.block-structure]
// origin: template code {code: open-rep, decls: defb b0, true defi i0, 2, 0, 1, 0}
vs_2_0
dcl_position v0
defb b0, true
defi i0, 2, 0, 1, 0
rep i0
mov r0, c0
mov oPos, v0
