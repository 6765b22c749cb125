// case: sm3.pair.swvp/valid/vs_3_sw+ps_2_0/vsout-texcoord0 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {vsout: texcoord0}
ps_2_0
mov oC0, c0
