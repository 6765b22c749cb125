// case: sm3.pair.exclusive/invalid/vs_3_0+ps_2_x/link_vs+link_ps (link)
// expect: invalid [sm3.pair.exclusive]
// stage: ps
// origin: templates link_vs + link_ps {}
ps_2_x
mov oC0, c0
