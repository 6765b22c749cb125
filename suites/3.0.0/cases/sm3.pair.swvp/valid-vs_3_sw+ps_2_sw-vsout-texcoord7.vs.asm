// case: sm3.pair.swvp/valid/vs_3_sw+ps_2_sw/vsout-texcoord7 (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {vsout: texcoord7}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord7 o1
mov o1, v0
mov o0, v0
