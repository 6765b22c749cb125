// case: vs3.dcl.psize-full/invalid/vs_3_0/decls-x_ctx (validate)
// expect: invalid [vs3.dcl.psize-full]
// origin: template code {code: mov o1.x, v0.x, decls: x} + 3 random context instructions (seed 1 attempt 2)
vs_3_0
dcl_position v0
dcl_position o0
dcl_psize o1.x
mov o1.x, v0.x
mov o0, v0
mov r0, c5
mad r1, r0, c1, c1
mov r2, c0
