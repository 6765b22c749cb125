// case: sm3.link.mask-cover/invalid/vs_3_sw+ps_3_0/psin-texcoord0_psmask-xyz_vsmask-xy_vsout-texcoord0 (link)
// expect: invalid [sm3.link.mask-cover]
// stage: ps
// origin: templates link_vs + link_ps {psin: texcoord0, psmask: xyz, vsmask: xy, vsout: texcoord0}
ps_3_0
dcl_texcoord0 v0.xyz
mov r0.xyz, v0
mov oC0, c0
