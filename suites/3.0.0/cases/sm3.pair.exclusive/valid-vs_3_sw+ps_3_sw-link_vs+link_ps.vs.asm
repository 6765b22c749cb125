// case: sm3.pair.exclusive/valid/vs_3_sw+ps_3_sw/link_vs+link_ps (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {}
vs_3_sw
dcl_position v0
dcl_position o0
mov o0, v0
