// case: sm3.pair.swvp/valid/vs_3_sw+ps_2_x/vsout-fog (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {vsout: fog}
ps_2_x
mov oC0, c0
