// case: sm3.link.mask-cover/valid/vs_3_sw+ps_3_0/psin-texcoord0_psmask-x_vsmask-xyz_vsout-texcoord0 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {psin: texcoord0, psmask: x, vsmask: xyz, vsout: texcoord0}
ps_3_0
dcl_texcoord0 v0.x
mov r0.x, v0
mov oC0, c0
