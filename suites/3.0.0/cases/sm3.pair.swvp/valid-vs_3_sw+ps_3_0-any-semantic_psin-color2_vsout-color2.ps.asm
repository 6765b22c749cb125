// case: sm3.pair.swvp/valid/vs_3_sw+ps_3_0/any-semantic_psin-color2_vsout-color2 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {psin: color2, vsout: color2}
ps_3_0
dcl_color2 v0
mov r0, v0
mov oC0, c0
