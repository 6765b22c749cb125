// case: sm3.link.mask-cover/valid/vs_3_0+ps_3_0/same_psin-texcoord0_psmask-xy_vsmask-xy_vsout-texcoord0 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {psin: texcoord0, psmask: xy, vsmask: xy, vsout: texcoord0}
ps_3_0
dcl_texcoord0 v0.xy
mov r0.xy, v0
mov oC0, c0
