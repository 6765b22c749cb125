// case: sm3.pair.exclusive/valid/vs_2_x+ps_1_3/link_vs+link_ps (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {}
ps_1_3
mov r0, c0
