// case: sm3.pair.exclusive/valid/vs_1_1+ps_1_1/link_vs+link_ps (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {}
ps_1_1
mov r0, c0
