// case: sm3.pair.swvp/valid/vs_3_sw+ps_3_sw/any-semantic_psin-texcoord8_vsout-texcoord8 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {psin: texcoord8, vsout: texcoord8}
ps_3_sw
dcl_texcoord8 v0
mov r0, v0
mov oC0, c0
