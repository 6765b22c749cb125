// case: sm3.link.mask-cover/invalid/vs_3_0+ps_3_0/psin-texcoord0_psmask-xyz_vsmask-x_vsout-texcoord0 (link)
// expect: invalid [sm3.link.mask-cover]
// stage: vs
// origin: templates link_vs + link_ps {psin: texcoord0, psmask: xyz, vsmask: x, vsout: texcoord0}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1.x
mov o1.x, v0
mov o0, v0
