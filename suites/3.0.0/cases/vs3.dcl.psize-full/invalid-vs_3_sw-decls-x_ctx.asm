// case: vs3.dcl.psize-full/invalid/vs_3_sw/decls-x_ctx (validate)
// expect: invalid [vs3.dcl.psize-full]
// origin: template code {code: mov o1.x, v0.x, decls: x} + 1 random context instructions (seed 1 attempt 1)
vs_3_sw
dcl_position v0
dcl_position o0
dcl_psize o1.x
mov o1.x, v0.x
mov o0, v0
mad r0, c7, c7, c7
