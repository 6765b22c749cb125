// case: sm3.link.missing/invalid/vs_3_sw+ps_3_0/psin-texcoord1_vsout-texcoord0 (link)
// expect: invalid [sm3.link.missing]
// stage: ps
// origin: templates link_vs + link_ps {psin: texcoord1, vsout: texcoord0}
ps_3_0
dcl_texcoord1 v0
mov r0, v0
mov oC0, c0
