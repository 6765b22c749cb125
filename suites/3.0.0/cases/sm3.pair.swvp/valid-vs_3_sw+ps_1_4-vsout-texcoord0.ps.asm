// case: sm3.pair.swvp/valid/vs_3_sw+ps_1_4/vsout-texcoord0 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {vsout: texcoord0}
ps_1_4
mov r0, c0
