// case: sm3.pair.swvp/valid/vs_3_sw+ps_2_sw/vsout-texcoord7 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {vsout: texcoord7}
ps_2_sw
mov oC0, c0
