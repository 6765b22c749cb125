// case: sm3.pair.swvp/invalid/vs_3_sw+ps_2_x/vsout-fog1 (link)
// expect: invalid [sm3.pair.swvp]
// stage: vs
// origin: templates link_vs + link_ps {vsout: fog1}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_fog1 o1
mov o1, v0
mov o0, v0
