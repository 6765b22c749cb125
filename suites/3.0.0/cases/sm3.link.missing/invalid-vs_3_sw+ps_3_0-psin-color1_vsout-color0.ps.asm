// case: sm3.link.missing/invalid/vs_3_sw+ps_3_0/psin-color1_vsout-color0 (link)
// expect: invalid [sm3.link.missing]
// stage: ps
// origin: templates link_vs + link_ps {psin: color1, vsout: color0}
ps_3_0
dcl_color1 v0
mov r0, v0
mov oC0, c0
