// case: sm3.pair.exclusive/invalid/vs_2_sw+ps_3_sw/link_vs+link_ps (link)
// expect: invalid [sm3.pair.exclusive]
// stage: ps
// origin: templates link_vs + link_ps {}
ps_3_sw
mov oC0, c0
