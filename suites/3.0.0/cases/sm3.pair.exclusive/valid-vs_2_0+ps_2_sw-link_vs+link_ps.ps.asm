// case: sm3.pair.exclusive/valid/vs_2_0+ps_2_sw/link_vs+link_ps (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {}
ps_2_sw
mov oC0, c0
