// case: sm3.link.missing/valid/vs_3_0+ps_3_0/psin-color1_vsout-color1 (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {psin: color1, vsout: color1}
vs_3_0
dcl_position v0
dcl_position o0
dcl_color1 o1
mov o1, v0
mov o0, v0
