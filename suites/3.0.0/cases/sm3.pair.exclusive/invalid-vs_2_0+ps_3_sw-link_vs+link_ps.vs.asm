// case: sm3.pair.exclusive/invalid/vs_2_0+ps_3_sw/link_vs+link_ps (link)
// expect: invalid [sm3.pair.exclusive]
// stage: vs
// origin: templates link_vs + link_ps {}
vs_2_0
dcl_position v0
mov oPos, v0
