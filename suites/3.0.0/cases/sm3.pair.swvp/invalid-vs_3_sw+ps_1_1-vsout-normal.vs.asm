// case: sm3.pair.swvp/invalid/vs_3_sw+ps_1_1/vsout-normal (link)
// expect: invalid [sm3.pair.swvp]
// stage: vs
// origin: templates link_vs + link_ps {vsout: normal}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_normal o1
mov o1, v0
mov o0, v0
