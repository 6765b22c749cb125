// case: sm3.pair.swvp/invalid/vs_3_sw+ps_1_4/vsout-tangent (link)
// expect: invalid [sm3.pair.swvp]
// stage: ps
// origin: templates link_vs + link_ps {vsout: tangent}
ps_1_4
mov r0, c0
