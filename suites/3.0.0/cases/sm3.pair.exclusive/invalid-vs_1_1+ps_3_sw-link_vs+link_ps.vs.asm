// case: sm3.pair.exclusive/invalid/vs_1_1+ps_3_sw/link_vs+link_ps (link)
// expect: invalid [sm3.pair.exclusive]
// stage: vs
// origin: templates link_vs + link_ps {}
vs_1_1
dcl_position v0
mov oPos, v0
