// case: sm3.pair.swvp/valid/vs_3_sw+ps_3_sw/any-semantic_psin-color2_vsout-color2 (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {psin: color2, vsout: color2}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_color2 o1
mov o1, v0
mov o0, v0
