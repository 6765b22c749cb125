// case: sm3.link.missing/valid/vs_3_0+ps_3_0/psin-texcoord0_vsout-texcoord0 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {psin: texcoord0, vsout: texcoord0}
ps_3_0
dcl_texcoord0 v0
mov r0, v0
mov oC0, c0
