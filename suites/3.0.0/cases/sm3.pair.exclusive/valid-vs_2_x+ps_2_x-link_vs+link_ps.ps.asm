// case: sm3.pair.exclusive/valid/vs_2_x+ps_2_x/link_vs+link_ps (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {}
ps_2_x
mov oC0, c0
