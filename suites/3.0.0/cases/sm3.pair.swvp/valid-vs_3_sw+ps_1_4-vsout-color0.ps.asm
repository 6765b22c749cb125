// case: sm3.pair.swvp/valid/vs_3_sw+ps_1_4/vsout-color0 (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {vsout: color0}
ps_1_4
mov r0, c0
