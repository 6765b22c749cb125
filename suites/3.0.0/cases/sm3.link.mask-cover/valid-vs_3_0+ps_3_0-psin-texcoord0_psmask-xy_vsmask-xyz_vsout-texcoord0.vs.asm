// case: sm3.link.mask-cover/valid/vs_3_0+ps_3_0/psin-texcoord0_psmask-xy_vsmask-xyz_vsout-texcoord0 (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {psin: texcoord0, psmask: xy, vsmask: xyz, vsout: texcoord0}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1.xyz
mov o1.xyz, v0
mov o0, v0
