// case: vs3.dcl.all-used/invalid/vs_3_sw/mask_code-beyond (validate)
// expect: invalid [vs3.dcl.all-used]
// origin: template code {code: beyond, decls: dcl_texcoord0 o1.xy}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord0 o1.xy
mov o1, v0
mov o0, v0
