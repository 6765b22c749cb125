// case: sm3.pair.swvp/valid/vs_3_sw+ps_2_0/vsout-texcoord1 (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {vsout: texcoord1}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord1 o1
mov o1, v0
mov o0, v0
