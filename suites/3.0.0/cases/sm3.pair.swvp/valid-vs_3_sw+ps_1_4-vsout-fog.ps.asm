// case: sm3.pair.swvp/valid/vs_3_sw+ps_1_4/vsout-fog (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {vsout: fog}
ps_1_4
mov r0, c0
