// case: sm3.pair.swvp/valid/vs_3_sw+ps_1_4/vsout-texcoord0 (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {vsout: texcoord0}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord0 o1
mov o1, v0
mov o0, v0
