// case: sm3.pair.exclusive/invalid/vs_3_0+ps_1_2/link_vs+link_ps (link)
// expect: invalid [sm3.pair.exclusive]
// stage: vs
// origin: templates link_vs + link_ps {}
vs_3_0
dcl_position v0
dcl_position o0
mov o0, v0
