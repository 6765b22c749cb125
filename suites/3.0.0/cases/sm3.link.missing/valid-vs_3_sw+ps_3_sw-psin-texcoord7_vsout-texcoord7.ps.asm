// case: sm3.link.missing/valid/vs_3_sw+ps_3_sw/psin-texcoord7_vsout-texcoord7 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {psin: texcoord7, vsout: texcoord7}
ps_3_sw
dcl_texcoord7 v0
mov r0, v0
mov oC0, c0
