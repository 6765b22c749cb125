// case: sm3.link.missing/valid/vs_3_sw+ps_3_sw/psin-color0_vsout-color0 (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {psin: color0, vsout: color0}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_color0 o1
mov o1, v0
mov o0, v0
