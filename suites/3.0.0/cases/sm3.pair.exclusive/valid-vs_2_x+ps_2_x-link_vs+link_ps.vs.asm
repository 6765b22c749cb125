// case: sm3.pair.exclusive/valid/vs_2_x+ps_2_x/link_vs+link_ps (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {}
vs_2_x
dcl_position v0
mov oPos, v0
