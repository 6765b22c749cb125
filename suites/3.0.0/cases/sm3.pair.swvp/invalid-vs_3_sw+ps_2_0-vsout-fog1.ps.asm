// case: sm3.pair.swvp/invalid/vs_3_sw+ps_2_0/vsout-fog1 (link)
// expect: invalid [sm3.pair.swvp]
// stage: ps
// origin: templates link_vs + link_ps {vsout: fog1}
ps_2_0
mov oC0, c0
