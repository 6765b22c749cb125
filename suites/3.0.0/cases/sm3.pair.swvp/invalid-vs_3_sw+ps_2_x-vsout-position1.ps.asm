// case: sm3.pair.swvp/invalid/vs_3_sw+ps_2_x/vsout-position1 (link)
// expect: invalid [sm3.pair.swvp]
// stage: ps
// origin: templates link_vs + link_ps {vsout: position1}
ps_2_x
mov oC0, c0
