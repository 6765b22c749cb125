// case: sm3.pair.exclusive/valid/vs_2_0+ps_1_2/link_vs+link_ps (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {}
ps_1_2
mov r0, c0
