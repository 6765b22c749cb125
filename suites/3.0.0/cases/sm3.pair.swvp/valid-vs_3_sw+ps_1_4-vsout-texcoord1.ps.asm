// case: sm3.pair.swvp/valid/vs_3_sw+ps_1_4/vsout-texcoord1 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {vsout: texcoord1}
ps_1_4
mov r0, c0
