// case: vs3.o.budget/invalid/vs_3_0/code-two-psize (validate)
// expect: invalid [vs3.o.budget]
// origin: template code {code: two-psize, decls: dcl_psize o1 dcl_psize1 o2}
vs_3_0
dcl_position v0
dcl_position o0
dcl_psize o1
dcl_psize1 o2
mov o1, v0.x
mov o2, v0.x
mov o0, v0
