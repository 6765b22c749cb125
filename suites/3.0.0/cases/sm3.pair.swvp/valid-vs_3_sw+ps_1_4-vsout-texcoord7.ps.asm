// case: sm3.pair.swvp/valid/vs_3_sw+ps_1_4/vsout-texcoord7 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {vsout: texcoord7}
ps_1_4
mov r0, c0
