// case: sm3.pair.exclusive/invalid/vs_3_0+ps_1_2/link_vs+link_ps (link)
// expect: invalid [sm3.pair.exclusive]
// stage: ps
// origin: templates link_vs + link_ps {}
ps_1_2
mov r0, c0
