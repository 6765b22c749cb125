// case: sm3.link.missing/valid/vs_3_0+ps_3_0/psin-color1_vsout-color1 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {psin: color1, vsout: color1}
ps_3_0
dcl_color1 v0
mov r0, v0
mov oC0, c0
