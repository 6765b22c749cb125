// case: sm3.link.mask-cover/valid/vs_3_sw+ps_3_sw/psin-texcoord0_psmask-xy_vsmask-xyzw_vsout-texcoord0 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {psin: texcoord0, psmask: xy, vsmask: xyzw, vsout: texcoord0}
ps_3_sw
dcl_texcoord0 v0.xy
mov r0.xy, v0
mov oC0, c0
