// case: sm3.link.missing/valid/vs_3_sw+ps_3_sw/psin-texcoord15_vsout-texcoord15 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {psin: texcoord15, vsout: texcoord15}
ps_3_sw
dcl_texcoord15 v0
mov r0, v0
mov oC0, c0
