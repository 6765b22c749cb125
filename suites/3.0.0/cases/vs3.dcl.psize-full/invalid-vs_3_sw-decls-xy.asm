// case: vs3.dcl.psize-full/invalid/vs_3_sw/decls-xy (validate)
// expect: invalid [vs3.dcl.psize-full]
// origin: template code {code: mov o1.x, v0.x, decls: xy}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_psize o1.xy
mov o1.x, v0.x
mov o0, v0
