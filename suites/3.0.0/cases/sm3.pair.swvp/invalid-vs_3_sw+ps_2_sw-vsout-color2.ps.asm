// case: sm3.pair.swvp/invalid/vs_3_sw+ps_2_sw/vsout-color2 (link)
// expect: invalid [sm3.pair.swvp]
// stage: ps
// origin: templates link_vs + link_ps {vsout: color2}
ps_2_sw
mov oC0, c0
