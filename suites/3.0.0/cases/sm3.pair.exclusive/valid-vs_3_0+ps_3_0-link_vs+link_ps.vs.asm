// case: sm3.pair.exclusive/valid/vs_3_0+ps_3_0/link_vs+link_ps (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {}
vs_3_0
dcl_position v0
dcl_position o0
mov o0, v0
