// case: sm3.pair.swvp/invalid/vs_3_sw+ps_1_1/vsout-position1 (link)
// expect: invalid [sm3.pair.swvp]
// stage: ps
// origin: templates link_vs + link_ps {vsout: position1}
ps_1_1
mov r0, c0
