// case: sm3.pair.swvp/valid/vs_3_sw+ps_3_0/any-semantic_psin-normal_vsout-normal (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {psin: normal, vsout: normal}
ps_3_0
dcl_normal v0
mov r0, v0
mov oC0, c0
