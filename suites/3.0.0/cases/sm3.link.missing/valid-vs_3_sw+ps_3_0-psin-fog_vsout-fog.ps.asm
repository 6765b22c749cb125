// case: sm3.link.missing/valid/vs_3_sw+ps_3_0/psin-fog_vsout-fog (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {psin: fog, vsout: fog}
ps_3_0
dcl_fog v0
mov r0, v0
mov oC0, c0
