// case: sm3.link.mask-cover/invalid/vs_3_0+ps_3_0/psin-texcoord0_psmask-xz_vsmask-xy_vsout-texcoord0 (link)
// expect: invalid [sm3.link.mask-cover]
// stage: vs
// origin: templates link_vs + link_ps {psin: texcoord0, psmask: xz, vsmask: xy, vsout: texcoord0}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1.xy
mov o1.xy, v0
mov o0, v0
