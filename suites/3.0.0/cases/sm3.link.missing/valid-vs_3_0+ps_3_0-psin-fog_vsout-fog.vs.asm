// case: sm3.link.missing/valid/vs_3_0+ps_3_0/psin-fog_vsout-fog (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {psin: fog, vsout: fog}
vs_3_0
dcl_position v0
dcl_position o0
dcl_fog o1
mov o1, v0
mov o0, v0
