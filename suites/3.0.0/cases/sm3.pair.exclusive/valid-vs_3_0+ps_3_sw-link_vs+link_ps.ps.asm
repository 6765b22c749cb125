// case: sm3.pair.exclusive/valid/vs_3_0+ps_3_sw/link_vs+link_ps (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {}
ps_3_sw
mov oC0, c0
