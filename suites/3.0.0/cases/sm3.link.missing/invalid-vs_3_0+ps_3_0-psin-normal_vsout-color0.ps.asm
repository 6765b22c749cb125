// case: sm3.link.missing/invalid/vs_3_0+ps_3_0/psin-normal_vsout-color0 (link)
// expect: invalid [sm3.link.missing]
// stage: ps
// origin: templates link_vs + link_ps {psin: normal, vsout: color0}
ps_3_0
dcl_normal v0
mov r0, v0
mov oC0, c0
