// case: sm3.pair.exclusive/valid/vs_2_0+ps_1_2/link_vs+link_ps (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {}
vs_2_0
dcl_position v0
mov oPos, v0
