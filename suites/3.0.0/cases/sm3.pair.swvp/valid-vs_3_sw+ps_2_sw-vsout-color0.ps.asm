// case: sm3.pair.swvp/valid/vs_3_sw+ps_2_sw/vsout-color0 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {vsout: color0}
ps_2_sw
mov oC0, c0
