// case: sm3.pair.swvp/valid/vs_3_sw+ps_2_x/vsout-color1 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {vsout: color1}
ps_2_x
mov oC0, c0
