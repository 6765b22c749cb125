// case: sm3.link.mask-cover/invalid/vs_3_sw+ps_3_sw/psin-texcoord0_psmask-xyzw_vsmask-x_vsout-texcoord0 (link)
// expect: invalid [sm3.link.mask-cover]
// stage: ps
// origin: templates link_vs + link_ps {psin: texcoord0, psmask: xyzw, vsmask: x, vsout: texcoord0}
ps_3_sw
dcl_texcoord0 v0.xyzw
mov r0.xyzw, v0
mov oC0, c0
