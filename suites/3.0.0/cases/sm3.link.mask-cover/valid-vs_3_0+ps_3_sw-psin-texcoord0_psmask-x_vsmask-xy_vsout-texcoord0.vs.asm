// case: sm3.link.mask-cover/valid/vs_3_0+ps_3_sw/psin-texcoord0_psmask-x_vsmask-xy_vsout-texcoord0 (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {psin: texcoord0, psmask: x, vsmask: xy, vsout: texcoord0}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1.xy
mov o1.xy, v0
mov o0, v0
