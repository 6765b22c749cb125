// case: sm3.pair.exclusive/valid/vs_1_1+ps_1_1/link_vs+link_ps (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {}
vs_1_1
dcl_position v0
mov oPos, v0
