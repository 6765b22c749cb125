// case: sm3.link.missing/valid/vs_3_sw+ps_3_0/psin-color0_vsout-color0 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {psin: color0, vsout: color0}
ps_3_0
dcl_color0 v0
mov r0, v0
mov oC0, c0
