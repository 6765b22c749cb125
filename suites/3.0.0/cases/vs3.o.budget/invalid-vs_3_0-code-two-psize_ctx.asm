// case: vs3.o.budget/invalid/vs_3_0/code-two-psize_ctx (validate)
// expect: invalid [vs3.o.budget]
// origin: template code {code: two-psize, decls: dcl_psize o1 dcl_psize1 o2} + 5 random context instructions (seed 1 attempt 1)
vs_3_0
dcl_position v0
dcl_position o0
dcl_psize o1
dcl_psize1 o2
mov o1, v0.x
mov o2, v0.x
mov o0, v0
mul r0, c4, c4
mov r1, r0
mul r2, c4, c4
mul r3, c6, r2
mul r4, c4, r2
